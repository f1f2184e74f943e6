/**
 * Profiles: a user's public info as others see it, user search, privacy settings, the user's own
 * profile edit and avatar, and UI-language edit.
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { registerAvatarUploadRoutes } from "./avatar-upload.js";
import { registerInfoEditRoutes } from "./info-edit.js";
import { registerLanguageEditRoutes } from "./language-edit.js";
import { registerUserPublicRoutes } from "./public-info.js";

// What other features use of this one.
export { userIdOfSearch } from "./public-info.js";

export async function registerProfilesModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerUserPublicRoutes(app, ctx);
  registerLanguageEditRoutes(app, ctx);
  registerInfoEditRoutes(app, ctx);
  await registerAvatarUploadRoutes(app, ctx);
}
