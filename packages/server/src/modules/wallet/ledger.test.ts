import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LedgerAsset } from "@chat/protocol";
import { createTestDatabase, testDatabases } from "../../db/test-helpers.js";
import type { TestDatabase } from "../../db/test-helpers.js";
import { DEFAULT_COSTS, translationPostings } from "./costs.js";
import { InsufficientBalance, ledgerTransaction, lockedBalances, post } from "./ledger.js";
import type { Posting } from "./ledger.js";

/** The assets these spends move (blur_uses has its own test in moments). */
const ASSETS = ["gold_coin", "translate_chars", "vip_chars", "free_gifts"] as const satisfies readonly LedgerAsset[];

type Spend =
  | { kind: "coins"; n: number; key: number }
  | { kind: "translate"; chars: number; key: number }
  | { kind: "gift"; n: number; price: number; key: number };

const spendArb: fc.Arbitrary<Spend> = fc.oneof(
  fc.record({ kind: fc.constant("coins" as const), n: fc.integer({ min: 1, max: 5 }), key: fc.integer({ min: 0, max: 40 }) }),
  fc.record({ kind: fc.constant("translate" as const), chars: fc.integer({ min: 1, max: 450 }), key: fc.integer({ min: 0, max: 40 }) }),
  fc.record({ kind: fc.constant("gift" as const), n: fc.integer({ min: 1, max: 3 }), price: fc.integer({ min: 1, max: 4 }), key: fc.integer({ min: 0, max: 40 }) }),
);

describe.each(testDatabases)("ledger on %s", (dialect) => {
  let database: TestDatabase;
  let userSeq = 0;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.dispose());

  async function newUser(balance: Record<(typeof ASSETS)[number], number>): Promise<number> {
    const { id } = await database.db.insertInto("users").values({ email: `l${++userSeq}@t.test`, nickname: "L", password_hash: "x", created_at: 0 }).returning("id").executeTakeFirstOrThrow();
    const grants: Posting[] = ASSETS.map((asset) => ({ asset, delta: balance[asset], reason: "admin" }));
    await ledgerTransaction(database, (trx) => post(trx, id, "opening", grants, 1));
    return id;
  }

  /** One spend of a kind, in its own transaction, as the API does it. */
  async function spend(userId: number, s: Spend): Promise<boolean> {
    try {
      const { replayed } = await ledgerTransaction(database, async (trx) => {
        if (s.kind === "coins") return post(trx, userId, `k${s.key}`, [{ asset: "gold_coin", delta: -s.n, reason: "message" }], 2);
        if (s.kind === "translate") {
          const b = await lockedBalances(trx, database.dialect, userId);
          return post(trx, userId, `k${s.key}`, translationPostings(b, s.chars, DEFAULT_COSTS, "t"), 2);
        }
        const b = await lockedBalances(trx, database.dialect, userId);
        const free = Math.min(b.free_gifts, s.n);
        return post(trx, userId, `k${s.key}`, [
          { asset: "free_gifts", delta: -free, reason: "gift" },
          { asset: "gold_coin", delta: -(s.n - free) * s.price, reason: "gift" },
        ], 2);
      });
      return !replayed;
    } catch (error) {
      if (error instanceof InsufficientBalance) return false;
      throw error;
    }
  }

  async function balances(userId: number) {
    return database.db.selectFrom("users").select(["gold_coin", "translate_chars", "vip_chars", "free_gifts"]).where("id", "=", userId).executeTakeFirstOrThrow();
  }

  async function sums(userId: number): Promise<Record<string, number>> {
    const rows = await database.db.selectFrom("ledger_entries").select(["asset", "delta"]).where("user_id", "=", userId).execute();
    const out: Record<string, number> = { gold_coin: 0, translate_chars: 0, vip_chars: 0, free_gifts: 0 };
    for (const r of rows) out[r.asset] = (out[r.asset] ?? 0) + Number(r.delta);
    return out;
  }

  it("never goes negative under concurrent mixed spends; entries sum to the balance", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ gold_coin: fc.integer({ min: 0, max: 30 }), translate_chars: fc.integer({ min: 0, max: 300 }), vip_chars: fc.integer({ min: 0, max: 300 }), free_gifts: fc.integer({ min: 0, max: 5 }) }),
        fc.array(spendArb, { minLength: 1, maxLength: 25 }),
        async (opening, spends) => {
          const userId = await newUser(opening);
          const results = await Promise.all(spends.map((s) => spend(userId, s)));
          const after = await balances(userId);
          for (const asset of ASSETS) expect(Number(after[asset])).toBeGreaterThanOrEqual(0);
          const total = await sums(userId);
          for (const asset of ASSETS) expect(total[asset]).toBe(Number(after[asset]));
          // Each successful key was applied once; successes never spend more coins than there were.
          const applied = new Set(spends.filter((_, i) => results[i]).map((s) => s.key));
          expect(applied.size).toBe(results.filter(Boolean).length);
          const spentCoins = opening.gold_coin - Number(after.gold_coin);
          expect(spentCoins).toBeGreaterThanOrEqual(0);
          expect(spentCoins).toBeLessThanOrEqual(opening.gold_coin);
        },
      ),
      { numRuns: dialect === "postgres" ? 12 : 25 },
    );
  });

  it("a repeated key changes the balance once, even when the retries race", async () => {
    const userId = await newUser({ gold_coin: 10, translate_chars: 0, vip_chars: 0, free_gifts: 0 });
    const results = await Promise.all(Array.from({ length: 6 }, () => spend(userId, { kind: "coins", n: 3, key: 99 })));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(Number((await balances(userId)).gold_coin)).toBe(7);
    const again = await ledgerTransaction(database, (trx) => post(trx, userId, "k99", [{ asset: "gold_coin", delta: -3, reason: "message" }], 3));
    expect(again.replayed).toBe(true);
    expect(again.entries).toHaveLength(1);
  });

  it("translation takes membership characters, then package characters, then a coin per started 100", () => {
    expect(translationPostings({ vip_chars: 50, translate_chars: 20, }, 171, DEFAULT_COSTS, "r").map((p) => [p.asset, p.delta])).toEqual([
      ["vip_chars", -50],
      ["translate_chars", -20],
      ["gold_coin", -2],
    ]);
    expect(translationPostings({ vip_chars: 0, translate_chars: 0 }, 100, DEFAULT_COSTS, "r").map((p) => p.delta)).toEqual([-1]);
  });
});
