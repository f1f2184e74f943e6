/**
 * Gold coins credited and spent, by the ledger entry's reason (its bill type: recharge, message,
 * gift, mall, translate, burn_view, vip, admin…, a closed list). Counted once the entry's transaction
 * committed (modules/wallet/ledger.ts), so a transaction that ran again is counted once.
 */
import { Counter } from "prom-client";
import type { Registry } from "prom-client";

/** The part of a ledger entry the counters read. */
export interface LedgerEntryReading {
  asset: string;
  delta: number;
  reason: string;
}

export function createMoneyMetrics(registers: Registry[]) {
  const credited = new Counter({ name: "chat_coins_credited_total", help: "Gold coins added to members' balances, by reason (the ledger entry's bill type: recharge, admin, demo…).", labelNames: ["reason"], registers });
  const spent = new Counter({ name: "chat_coins_spent_total", help: "Gold coins taken from members' balances, by reason (the ledger entry's bill type: message, gift, mall, translate, burn_view…).", labelNames: ["reason"], registers });
  return (entries: readonly LedgerEntryReading[]) => {
    for (const { asset, delta, reason } of entries) {
      if (asset !== "gold_coin" || delta === 0) continue;
      (delta > 0 ? credited : spent).inc({ reason }, Math.abs(delta));
    }
  };
}
