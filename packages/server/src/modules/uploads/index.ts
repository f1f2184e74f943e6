/**
 * Uploads: chat image upload (checked, re-encoded, stored), voice message upload (checked, stored),
 * serving the stored files, and the sweep that deletes queued files the store could not delete at
 * once (storage/file-deletions.ts).
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { runLeased } from "../../db/job-lease.js";
import { SWEEP_EVERY_MS, sweepFileDeletions } from "../../storage/file-deletions.js";
import { registerUploadRoutes } from "./upload.js";
import { registerVoiceUploadRoutes } from "./voice-upload.js";

export { checkVoiceFile, VoiceError, wholeSeconds } from "./voice-file.js";
export { storeChatImage } from "./upload.js";
export type { UploadReply } from "./upload.js";

export async function registerUploadsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerUploadRoutes(app, ctx);
  await registerVoiceUploadRoutes(app, ctx);

  // One sweeper at a time across the server processes (db/job-lease.ts); once at start, for files
  // queued just before a crash or a restart.
  const sweep = () =>
    void runLeased(ctx.database, "file-deletions", ctx.clock.now(), SWEEP_EVERY_MS, () => sweepFileDeletions(ctx.database.db, ctx.files, app.log)).catch((error: unknown) =>
      app.log.error({ err: error }, "file deletion sweep failed"),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
