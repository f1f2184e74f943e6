/**
 * What an erased account made: its moments (with everything on them), its comments and likes on
 * other people's moments (their counters follow), its album, its avatars and the chat pictures it
 * uploaded but never sent. Rows go inside the caller's transaction; the stored files' keys come back
 * for deletion after the commit, and the cached translations of the erased texts go too.
 */
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import type { StoredPicture } from "../../db/schema-moments.js";
import { sha256 } from "../../security/token.js";

/** SQL parameter lists stay well under SQLite's and PostgreSQL's limits. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Counts occurrences: moment id → rows removed from it. */
function tally(ids: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

function pictureKeys(json: string): string[] {
  try {
    const pictures = JSON.parse(json) as StoredPicture[];
    return Array.isArray(pictures) ? pictures.flatMap((p) => [p.key, p.thumbKey, p.blurKey]).filter((k): k is string => typeof k === "string") : [];
  } catch {
    return [];
  }
}

/** Removes the user's content; answers the stored files to delete after commit. */
export async function eraseContent(trx: Kysely<DB>, userId: number): Promise<string[]> {
  const files: string[] = [];
  const texts: string[] = [];

  // Own moments, with the likes, comments, burn reads and notifications about them.
  const moments = await trx.selectFrom("moments").select(["id", "text", "pictures"]).where("user_id", "=", userId).execute();
  for (const m of moments) {
    files.push(...pictureKeys(m.pictures));
    texts.push(m.text);
  }
  for (const ids of chunks(moments.map((m) => m.id))) {
    for (const table of ["moment_burn_links", "moment_burn_reads", "moment_likes", "moment_comments"] as const) {
      await trx.deleteFrom(table).where("moment_id", "in", ids).execute();
    }
    await trx.deleteFrom("interactions").where("dynamic_id", "in", ids).execute();
    await trx.deleteFrom("moments").where("id", "in", ids).execute();
  }

  // Comments on other people's moments: a top-level comment takes its replies with it (as when its
  // author deletes it), and each moment's counter drops by the rows it lost.
  const comments = await trx.selectFrom("moment_comments").select(["id", "text"]).where("user_id", "=", userId).execute();
  texts.push(...comments.map((c) => c.text));
  const lostComments: number[] = [];
  for (const ids of chunks(comments.map((c) => c.id))) {
    const gone = await trx
      .deleteFrom("moment_comments")
      .where((eb) => eb.or([eb("id", "in", ids), eb("parent_id", "in", ids)]))
      .returning("moment_id")
      .execute();
    lostComments.push(...gone.map((g) => g.moment_id));
  }
  for (const [momentId, n] of tally(lostComments)) {
    await trx.updateTable("moments").set((eb) => ({ comments: eb("comments", "-", n) })).where("id", "=", momentId).execute();
  }

  const likes = await trx.deleteFrom("moment_likes").where("user_id", "=", userId).returning("moment_id").execute();
  for (const [momentId, n] of tally(likes.map((l) => l.moment_id))) {
    await trx.updateTable("moments").set((eb) => ({ likes: eb("likes", "-", n) })).where("id", "=", momentId).execute();
  }
  await trx.deleteFrom("moment_burn_reads").where("viewer_id", "=", userId).execute();
  await trx.deleteFrom("moment_burn_links").where("viewer_id", "=", userId).execute();

  const photos = await trx.deleteFrom("album_photos").where("user_id", "=", userId).returning(["key", "thumb_key"]).execute();
  const avatars = await trx.deleteFrom("avatars").where("user_id", "=", userId).returning(["key", "thumb_key"]).execute();
  for (const row of [...photos, ...avatars]) files.push(row.key, row.thumb_key);
  // Chat pictures never sent; sent ones belong to the conversation the other person keeps.
  const unsent = await trx.deleteFrom("uploads").where("owner_id", "=", userId).where("usage", "is", null).returning("key").execute();
  files.push(...unsent.map((u) => u.key));

  for (const hashes of chunks([...new Set(texts.filter((t) => t !== "").map(sha256))])) {
    await trx.deleteFrom("translation_cache").where("text_hash", "in", hashes).execute();
  }
  return files;
}
