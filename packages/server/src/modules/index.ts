/** The issue-3 modules: friends, users, notices, complaints, messages, recall, uploads. */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { registerComplaintRoutes } from "./complaint.js";
import { registerFriendApplyRoutes } from "./friend-apply.js";
import { registerFriendListRoutes } from "./friend-list.js";
import { registerLanguageEditRoutes } from "./language-edit.js";
import { registerMessageHistoryRoutes } from "./message-history.js";
import { registerMessageSendRoutes } from "./message-send.js";
import { registerMessageSessionRoutes } from "./message-sessions.js";
import { registerNoticeRoutes } from "./notices.js";
import { registerRecallRoutes } from "./recall.js";
import { registerUploadRoutes } from "./upload.js";
import { registerUserPublicRoutes } from "./user-public.js";

export async function registerMessagingModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerFriendApplyRoutes(app, ctx);
  registerFriendListRoutes(app, ctx);
  registerUserPublicRoutes(app, ctx);
  registerLanguageEditRoutes(app, ctx);
  registerNoticeRoutes(app, ctx);
  registerComplaintRoutes(app, ctx);
  registerMessageSendRoutes(app, ctx);
  registerMessageHistoryRoutes(app, ctx);
  registerMessageSessionRoutes(app, ctx);
  registerRecallRoutes(app, ctx);
  await registerUploadRoutes(app, ctx);
}
