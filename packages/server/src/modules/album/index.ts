/** Album: a user's photos (upload within the limit, list, delete) for the "my album" screen. */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { registerAlbumListRoutes } from "./album-list.js";
import { registerAlbumUploadRoutes } from "./album-upload.js";

export async function registerAlbumModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerAlbumListRoutes(app, ctx);
  await registerAlbumUploadRoutes(app, ctx);
}
