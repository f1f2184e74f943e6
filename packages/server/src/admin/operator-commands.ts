/**
 * The console's operator accounts (`npm run admin -- operator …`):
 *   operator add <email> <support|admin>   the password from stdin (piped), or a generated one printed once
 *   operator list
 *   operator disable <email>    no login and no session until enabled again
 *   operator enable <email>
 *   operator remove <email>     deleted; one the audit log names stays, disabled
 */
import { randomBytes } from "node:crypto";
import type { Database } from "../db/database.js";
import { isUniqueViolation } from "../db/errors.js";
import { addOperator, isOperatorRole, listOperators, removeOperator, setOperatorDisabled } from "../modules/console/index.js";
import { UsageError } from "./usage-error.js";

export const OPERATOR_USAGE = [
  "  npm run admin -- operator add <email> <support|admin>   (password from stdin, or one is generated)",
  "  npm run admin -- operator list",
  "  npm run admin -- operator disable|enable|remove <email>",
];

export interface OperatorCommandOptions {
  /** The password piped in, or undefined for a generated one. */
  readPassword: () => Promise<string | undefined>;
  passwordHashLogN: number;
  now: number;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const MIN_PASSWORD = 12;

/** A generated password: 18 random bytes, base64url (24 characters). */
const generatedPassword = () => randomBytes(18).toString("base64url");

export async function runOperatorAdmin(args: readonly string[], database: Database, options: OperatorCommandOptions): Promise<string> {
  const [sub, email, role] = args;
  if (sub === "list") {
    const rows = await listOperators(database.db);
    return rows.length === 0 ? "No operators." : rows.map((r) => `${r.id}\t${r.email}\t${r.role}${r.disabled_at === null ? "" : "\tdisabled"}`).join("\n");
  }
  if (sub === "disable" || sub === "enable" || sub === "remove") return changeStanding(database, sub, email, options.now);
  if (sub !== "add") throw new UsageError(["Usage:", ...OPERATOR_USAGE].join("\n"));
  if (!email || !EMAIL.test(email.trim())) throw new UsageError("An e-mail address is required: operator add <email> <support|admin>.");
  if (!isOperatorRole(role)) throw new UsageError("The role is support or admin.");
  const piped = (await options.readPassword())?.replace(/\r?\n$/, "");
  if (piped !== undefined && piped !== "" && piped.length < MIN_PASSWORD) throw new UsageError(`An operator's password has at least ${MIN_PASSWORD} characters.`);
  const password = piped || generatedPassword();
  try {
    const operator = await addOperator(database.db, { email, role, password, passwordHashLogN: options.passwordHashLogN, now: options.now });
    const added = `Operator ${operator.email} (${operator.role}) added.`;
    return piped ? added : `${added} Password (shown once): ${password}`;
  } catch (error) {
    if (isUniqueViolation(error)) throw new UsageError(`${email.trim().toLowerCase()} is already an operator.`);
    throw error;
  }
}

async function changeStanding(database: Database, sub: "disable" | "enable" | "remove", email: string | undefined, now: number): Promise<string> {
  if (!email || !EMAIL.test(email.trim())) throw new UsageError(`An e-mail address is required: operator ${sub} <email>.`);
  const address = email.trim().toLowerCase();
  const unknown = () => new UsageError(`${address} is not an operator.`);
  if (sub === "remove") {
    const result = await removeOperator(database.db, address, now);
    if (result === "unknown") throw unknown();
    return result === "removed" ? `Operator ${address} removed.` : `Operator ${address} is named in the audit log, so the account stays, disabled.`;
  }
  if (!(await setOperatorDisabled(database.db, address, sub === "disable" ? now : null))) throw unknown();
  return sub === "disable" ? `Operator ${address} disabled; their sessions have ended.` : `Operator ${address} enabled.`;
}

/** The password piped to the command (`echo … | npm run admin -- operator add …`); undefined at a terminal. */
export async function readPipedPassword(): Promise<string | undefined> {
  if (process.stdin.isTTY) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8").split("\n")[0];
}
