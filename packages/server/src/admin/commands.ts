/**
 * The operator commands (`npm run admin -- …`), run against the server's own database:
 *   coins <email> <+n|-n> --reason "<text>"     a ledger entry like any other
 *   set <email> vipLevel=<0|1|2> isPayMsg=<0|1> isBurnPayMsg=<0|1>
 *   announce "<text>"                           an announcement + a `notice` event for every user
 *   partner-key <origin>                        a new partner key and the PARTNER_KEYS entry to add
 *   categories … / goods …                      the mall's catalogue (mall-commands.ts)
 */
import { randomBytes } from "node:crypto";
import type { Database } from "../db/database.js";
import { publishAnnouncement } from "../modules/notifications/index.js";
import { walletEvent } from "../modules/wallet/charge.js";
import { InsufficientBalance, ledgerTransaction, post } from "../modules/wallet/ledger.js";
import { newPartnerKey, parsePartnerKeys } from "../security/partner-keys.js";
import type { FileStore } from "../images/index.js";
import { MALL_USAGE, runMallAdmin } from "./mall-commands.js";
import { UsageError } from "./usage-error.js";

export { UsageError };

export const USAGE = [
  "Usage:",
  '  npm run admin -- coins <email> <+n|-n> --reason "<text>"',
  "  npm run admin -- set <email> vipLevel=<0|1|2> isPayMsg=<0|1> isBurnPayMsg=<0|1>",
  '  npm run admin -- announce "<text>"',
  "  npm run admin -- partner-key <partner origin>",
  ...MALL_USAGE,
].join("\n");

const SETTABLE: Record<string, { column: "vip_level" | "is_pay_msg" | "is_burn_pay_msg"; max: number }> = {
  vipLevel: { column: "vip_level", max: 2 },
  isPayMsg: { column: "is_pay_msg", max: 1 },
  isBurnPayMsg: { column: "is_burn_pay_msg", max: 1 },
};

async function userByEmail(database: Database, email: string | undefined): Promise<{ id: number; email: string }> {
  if (!email) throw new UsageError("An e-mail address is required.");
  const row = await database.db.selectFrom("users").select(["id", "email"]).where("email", "=", email.trim().toLowerCase()).where("deleted_at", "is", null).executeTakeFirst();
  if (!row) throw new UsageError(`No account with the e-mail address ${email}.`);
  return { id: row.id, email: row.email ?? email };
}

/** Runs one command; answers the line to print. Throws UsageError for anything the operator must fix. */
export async function runAdmin(argv: readonly string[], database: Database, now = Date.now(), files?: FileStore): Promise<string> {
  const [command, ...rest] = argv;
  if (command === "categories" || command === "goods") return runMallAdmin(command, rest, database, files, now);
  if (command === "coins") {
    const reasonAt = rest.indexOf("--reason");
    const reason = reasonAt >= 0 ? rest[reasonAt + 1]?.trim() : undefined;
    const [email, amount] = rest.filter((_, i) => reasonAt < 0 || (i !== reasonAt && i !== reasonAt + 1));
    if (!amount || !/^[+-]\d+$/.test(amount) || Number(amount) === 0 || !Number.isSafeInteger(Number(amount))) throw new UsageError("The amount is a signed whole number of coins, e.g. +50 or -10.");
    if (!reason) throw new UsageError('A reason is required: --reason "<text>".');
    const user = await userByEmail(database, email);
    const delta = Number(amount);
    try {
      const balance = await ledgerTransaction(database, async (trx) => {
        const { entries } = await post(trx, user.id, `admin:${randomBytes(8).toString("hex")}`, [{ asset: "gold_coin", delta, reason: "admin", reference: "cli", item: `Support: ${reason.slice(0, 200)}` }], now);
        await walletEvent(trx, user.id, now);
        return entries[0]?.balance_after ?? 0;
      });
      return `${user.email}: ${delta > 0 ? "+" : ""}${delta} gold coins, balance ${balance}.`;
    } catch (error) {
      if (error instanceof InsufficientBalance) throw new UsageError(`${user.email} does not have ${-delta} gold coins; nothing was changed.`);
      throw error;
    }
  }
  if (command === "set") {
    const [email, ...pairs] = rest;
    if (pairs.length === 0) throw new UsageError("Nothing to set: give vipLevel=…, isPayMsg=… or isBurnPayMsg=….");
    const values: Partial<Record<"vip_level" | "is_pay_msg" | "is_burn_pay_msg", number>> = {};
    for (const pair of pairs) {
      const [name = "", raw = ""] = pair.split("=");
      const field = SETTABLE[name];
      const n = Number(raw);
      if (!field) throw new UsageError(`Unknown field ${name}: use vipLevel, isPayMsg or isBurnPayMsg.`);
      if (!/^\d$/.test(raw) || n > field.max) throw new UsageError(`${name} must be 0${field.max === 2 ? ", 1 or 2" : " or 1"}.`);
      values[field.column] = n;
    }
    const user = await userByEmail(database, email);
    // A level the operator sets does not expire (bought memberships do).
    await database.db.updateTable("users").set({ ...values, ...(values.vip_level !== undefined ? { vip_expires_at: null, free_gifts_month: "" } : {}) }).where("id", "=", user.id).execute();
    return `${user.email}: ${pairs.join(" ")}.`;
  }
  if (command === "announce") {
    const text = rest.join(" ").trim();
    if (!text) throw new UsageError("The announcement text is required.");
    // Stored per user: connected clients of a server on this database get it on their next replay.
    const { recipients: count } = await database.db.transaction().execute((trx) => publishAnnouncement(trx, { en: { title: "", body: text } }, null, now));
    return `Announcement stored and queued for ${count} users.`;
  }
  if (command === "partner-key") {
    const entry = `${rest[0]?.trim() ?? ""}=${newPartnerKey()}`;
    try {
      const [partner] = parsePartnerKeys(entry);
      if (!partner) throw new Error("no origin");
      return `Add to PARTNER_KEYS (comma-separated) and give the key to ${partner.origin}'s backend only:\n${partner.origin}=${entry.slice(entry.lastIndexOf("=") + 1)}`;
    } catch {
      throw new UsageError("The partner's page origin is required, e.g. npm run admin -- partner-key https://shop.example");
    }
  }
  throw new UsageError(USAGE);
}
