/**
 * "typing…": the gateway's `typing` hook. A user's typing notice reaches the peer as a live frame
 * (never stored) when the two may talk: the peer is visible (not banned or suspended), neither
 * blocked the other, and a message between them would be allowed. At most one notice per pair every
 * two seconds passes (clients send one every three); the answer to "may they talk" is kept 15 seconds.
 */
import type { AppContext } from "../../context.js";
import { findLiveUser } from "../account/index.js";
import { canMessage } from "../friends/index.js";
import { canMeet } from "../people/index.js";

const PASS_EVERY_MS = 2000;
const ALLOWED_FOR_MS = 15_000;
const MAX_PAIRS = 10_000;

export function createTypingRelay(ctx: Pick<AppContext, "database" | "clock" | "bus">): (from: number, to: number) => void {
  const passed = new Map<string, number>();
  const allowed = new Map<string, { ok: boolean; until: number }>();

  const mayTalk = async (from: number, to: number, now: number): Promise<boolean> => {
    const key = `${from}:${to}`;
    const known = allowed.get(key);
    if (known && known.until > now) return known.ok;
    const db = ctx.database.db;
    const [self, peer] = await Promise.all([findLiveUser(db, from), findLiveUser(db, to)]);
    const ok = !!self && !!peer && (await canMeet(db, from, to, now)) && (await canMessage(db, self, peer));
    if (allowed.size >= MAX_PAIRS) allowed.clear();
    allowed.set(key, { ok, until: now + ALLOWED_FOR_MS });
    return ok;
  };

  return (from, to) => {
    if (from === to) return;
    const now = ctx.clock.now();
    const key = `${from}:${to}`;
    if ((passed.get(key) ?? -Infinity) > now - PASS_EVERY_MS) return;
    if (passed.size >= MAX_PAIRS) passed.clear();
    passed.set(key, now);
    void mayTalk(from, to, now)
      .then((ok) => {
        if (ok) ctx.bus.publish(to, { type: "typing", data: { userId: from } });
      })
      .catch(() => undefined);
  };
}
