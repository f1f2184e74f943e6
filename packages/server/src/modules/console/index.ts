/**
 * The operator console's API (`/api/admin/*`): operators, their two-step login and short sessions
 * (`X-Operator-Token`), the append-only audit log, and the console's sections.
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { decorateOperatorRequests } from "./auth.js";
import { registerComplaintActionRoutes } from "./complaint-actions.js";
import { registerComplaintQueueRoutes } from "./complaint-queue.js";
import { registerConsoleLoginRoutes } from "./login.js";
import { registerConsoleUserActionRoutes } from "./user-actions.js";
import { registerConsoleUserRoutes } from "./users.js";
import { registerConsoleAnnouncements } from "./announcements-routes.js";
import { registerConsoleCatalogue } from "./catalogue-routes.js";
import { registerConsoleOrders } from "./orders-routes.js";
import { registerConsolePayments } from "./payments-routes.js";
import { registerConsoleStats } from "./stats-routes.js";

// What other features (and the console's other sections) use of this one.
export { OPERATOR_HEADER, callerOperator, requireOperator } from "./auth.js";
export { recordAudit } from "./audit.js";
export type { AuditEntry } from "./audit.js";
export { addOperator, findOperatorByEmail, isOperatorRole, listOperators, removeOperator, setOperatorDisabled } from "./operators.js";
export { billsOf, userSearch } from "./users.js";

export function registerConsoleModule(app: FastifyInstance, ctx: AppContext): void {
  decorateOperatorRequests(app);
  registerConsoleLoginRoutes(app, ctx);
  registerComplaintQueueRoutes(app, ctx);
  registerComplaintActionRoutes(app, ctx);
  registerConsoleUserRoutes(app, ctx);
  registerConsoleUserActionRoutes(app, ctx);
  registerConsoleAnnouncements(app, ctx);
  registerConsoleCatalogue(app, ctx);
  registerConsoleOrders(app, ctx);
  registerConsolePayments(app, ctx);
  registerConsoleStats(app, ctx);
}
