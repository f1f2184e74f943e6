/** Operators for tests: one added straight to the database, then logged in through both steps. */
import type { OperatorRole } from "@chat/protocol";
import { addOperator } from "../modules/console/index.js";
import type { TestApp } from "./test-app.js";

export interface TestOperator {
  id: number;
  email: string;
  role: OperatorRole;
  password: string;
}

let counter = 0;

export async function createOperator(t: TestApp, options: { role?: OperatorRole; email?: string; password?: string } = {}): Promise<TestOperator> {
  const role = options.role ?? "support";
  const email = options.email ?? `${role}${++counter}-${Date.now().toString(36)}@ops.example.com`;
  const password = options.password ?? "operator-secret-1";
  const row = await addOperator(t.database.db, { email, role, password, passwordHashLogN: t.config.passwordHashLogN, now: t.clock.now() });
  return { id: row.id, email: row.email, role, password };
}

/** Logs in with the password, then the code from the MemoryMailer; returns the `X-Operator-Token`. */
export async function loginOperator(t: TestApp, operator: Pick<TestOperator, "email" | "password">, ip = t.nextIp()): Promise<string> {
  const first = await t.post<{ challenge: string }>("/api/admin/login", { email: operator.email, password: operator.password }, { ip });
  if (first.status !== 200) throw new Error(`operator login failed: ${JSON.stringify(first.body)}`);
  const code = t.mailer.lastCode(operator.email);
  const second = await t.post<{ token: string }>("/api/admin/login/verify", { challenge: first.body.data.challenge, code }, { ip });
  if (second.status !== 200) throw new Error(`operator verify failed: ${JSON.stringify(second.body)}`);
  return second.body.data.token;
}

/** Request options carrying an operator token. */
export const asOperator = (token: string, extra: { ip?: string; language?: string } = {}) => ({ ...extra, headers: { "x-operator-token": token } });
