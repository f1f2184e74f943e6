/**
 * Account: verification codes, registration, login, the signed-in session (sessions.ts; the bearer
 * token behind every other request and the gateway), password, account deletion and the erasure of
 * a deleted account's data, partner hand-over and my-info.
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { registerCancelAccountRoutes } from "./cancel-account.js";
import { registerLoginRoutes } from "./login.js";
import { registerPartnerSessionRoutes } from "./partner-session.js";
import { registerPasswordRoutes } from "./password.js";
import { registerCodeRoutes } from "./register.js";

// What other features use of this one.
export { profileChangeEvents } from "./profile-events.js";
export { toUserInfo } from "./user-info.js";
export type { UserRow } from "./user-info.js";
export { DELETED_NICKNAME, findLiveUser, requireLiveUser } from "./users.js";
export { erasedEmailHash } from "./erase-account.js";
export { endAllSessions } from "./sessions.js";
export { accountRefusal, visibleUser } from "./suspension.js";
export type { UserAlias } from "./suspension.js";

export function registerAccountModule(app: FastifyInstance, ctx: AppContext): void {
  registerCodeRoutes(app, ctx);
  registerLoginRoutes(app, ctx);
  registerPasswordRoutes(app, ctx);
  registerCancelAccountRoutes(app, ctx);
  registerPartnerSessionRoutes(app, ctx);
}
