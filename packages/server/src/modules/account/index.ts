/** The account module (spec §5, §7): codes, registration, login, sessions, password, deletion,
 * and sessions handed over by partners. */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { registerLoginRoutes } from "./login.js";
import { registerPartnerSessionRoutes } from "./partner-session.js";
import { registerPasswordRoutes } from "./password.js";
import { registerCodeRoutes } from "./register.js";

export function registerAccountModule(app: FastifyInstance, ctx: AppContext): void {
  registerCodeRoutes(app, ctx);
  registerLoginRoutes(app, ctx);
  registerPasswordRoutes(app, ctx);
  registerPartnerSessionRoutes(app, ctx);
}
