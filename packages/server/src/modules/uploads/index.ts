/** Uploads: chat image upload (checked, re-encoded, stored) and serving the stored files. */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { registerUploadRoutes } from "./upload.js";

export async function registerUploadsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerUploadRoutes(app, ctx);
}
