/**
 * Moments (`/api/dynamic/*`): posting pictures with text (some burn-after-reading), the square,
 * friends' and one user's lists, likes, comments and replies, pinning, deleting, burn reads and their
 * recovery, translation. Other features use `visibleMomentOf` (complaints).
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { registerBurnRoutes } from "./moment-burn.js";
import { registerCommentRoutes } from "./moment-comments.js";
import { registerLikeRoutes } from "./moment-likes.js";
import { registerManageRoutes } from "./moment-manage.js";
import { registerReadRoutes } from "./moment-read.js";
import { registerReleaseRoutes } from "./moment-release.js";
import { registerTranslateRoutes } from "./moment-translate.js";

// What other features use of this one.
export { visibleMoment } from "./moment-queries.js";
export { commentVisible, findComment } from "./comment-queries.js";
export { storeMomentPicture } from "./moment-release.js";

export async function registerMomentsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerReadRoutes(app, ctx);
  registerLikeRoutes(app, ctx);
  registerCommentRoutes(app, ctx);
  registerManageRoutes(app, ctx);
  registerBurnRoutes(app, ctx);
  registerTranslateRoutes(app, ctx);
  await registerReleaseRoutes(app, ctx);
}
