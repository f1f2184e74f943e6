/** Complaints: the list of complaint reasons and filing a complaint against another user. */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { registerComplaintRoutes } from "./complaints.js";

export function registerComplaintsModule(app: FastifyInstance, ctx: AppContext): void {
  registerComplaintRoutes(app, ctx);
}
