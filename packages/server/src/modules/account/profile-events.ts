/**
 * The `profile` event: a user's nickname or avatar changed, told to the user's devices and each
 * friend's. Raised by the profile edit and by a partner's hand-over that renames its member, so it
 * lives with the account, which the profiles feature builds on.
 */
import type { ProfileChange } from "@chat/protocol";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { appendEvent } from "../../realtime/events.js";
import type { StoredEvent } from "../../realtime/events.js";

/** Appends the event for the user and every friend inside `trx`; publish the result after commit. */
export async function profileChangeEvents(trx: Kysely<DB>, change: ProfileChange, now: number): Promise<StoredEvent[]> {
  const friends = await trx.selectFrom("friends").select("friend_user_id").where("user_id", "=", change.userId).execute();
  // Sequences are locked in ascending user id (as for messages), so crossing edits cannot deadlock.
  const ids = [change.userId, ...friends.map((f) => f.friend_user_id)].sort((a, b) => a - b);
  const events: StoredEvent[] = [];
  for (const id of ids) events.push(await appendEvent(trx, id, "profile", change, now));
  return events;
}
