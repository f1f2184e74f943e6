/**
 * Profiles: a user's public info as others see it, user search, privacy settings and the user's own
 * UI-language edit.
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { registerLanguageEditRoutes } from "./language-edit.js";
import { registerUserPublicRoutes } from "./public-info.js";

// What other features use of this one.
export { userIdOfSearch } from "./public-info.js";

export function registerProfilesModule(app: FastifyInstance, ctx: AppContext): void {
  registerUserPublicRoutes(app, ctx);
  registerLanguageEditRoutes(app, ctx);
}
