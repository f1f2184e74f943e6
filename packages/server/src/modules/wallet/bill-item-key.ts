/**
 * A bill record's item as data (`BillItemKey`), read back from the English text the ledger keeps in
 * `item`. The ledger has stored only that text since the first entry, so reading it here names every
 * record, old ones too, without a column of its own; the formats are the ones the features write
 * (wallet purchases, gifts, mall, refunds, support adjustments). Text it does not know gets no key,
 * and the screen shows it as it is.
 */
import { GIFT_CATALOGUE, type BillItemKey, type BillReason } from "@chat/protocol";

/** Items named by a bill type alone: the same words as that type's label in `BILL_TYPES`. */
const NAMED_BY_TYPE: Readonly<Record<string, BillReason>> = {
  Translation: "translate",
  "Chat message": "message",
  "Burn-after-read photo": "burn_view",
  "Burned moment reopened": "burn_recovery",
  "Demo balance": "demo",
};

const count = (text: string | undefined): number | null => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
};

export function billItemKey(reason: BillReason, item: string): BillItemKey | undefined {
  if (item === "") return { kind: "type", type: reason };
  const named = NAMED_BY_TYPE[item];
  if (named) return { kind: "type", type: named };
  let m: RegExpExecArray | null;
  if ((m = /^Refund: (.+)$/s.exec(item))) {
    // A refund's own reason (translate_release or admin) says nothing of what it gives back.
    const of = billItemKey(reason, m[1] ?? "");
    return of && of.kind !== "refund" ? { kind: "refund", of } : undefined;
  }
  if ((m = /^(\d+) gold coins$/.exec(item))) {
    const coins = count(m[1]);
    return coins === null ? undefined : { kind: "coins", coins };
  }
  if ((m = /^Translation package: (\d+) characters$/.exec(item))) {
    const characters = count(m[1]);
    return characters === null ? undefined : { kind: "translation_package", characters };
  }
  if ((m = /^(S?VIP) (\d+) days$/.exec(item))) {
    const days = count(m[2]);
    return days === null ? undefined : { kind: "vip", vipLevel: m[1] === "SVIP" ? 2 : 1, days };
  }
  if ((m = /^Gift: (.+) ×(\d+)$/s.exec(item))) {
    const name = m[1] ?? "";
    const amount = count(m[2]);
    // Gifts are written by name; the demo's by id.
    const gift = GIFT_CATALOGUE.find((g) => g.name === name || g.id === name);
    return amount === null ? undefined : { kind: "gift", giftId: gift?.id ?? name, amount };
  }
  if ((m = /^Mall: (.+) ×(\d+)$/s.exec(item))) {
    const quantity = count(m[2]);
    return quantity === null ? undefined : { kind: "mall", name: m[1] ?? "", quantity };
  }
  if ((m = /^Free gifts (\d{4}-\d{2})$/.exec(item))) return { kind: "free_gifts", month: m[1] ?? "" };
  if ((m = /^Support: (.*)$/s.exec(item))) return { kind: "support", note: m[1] ?? "" };
  return undefined;
}
