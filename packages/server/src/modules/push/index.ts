/**
 * Web Push (VAPID_*, docs/configuration.md): browsers subscribe (`/api/push/*`, subscriptions.ts);
 * when a message, a friend request or an Encounter match reaches a user with no open socket, the
 * feature that stores it calls `ctx.push.notifyOffline` in its transaction and `ctx.push.kick()`
 * after the commit, and the outbox's worker (outbox.ts) pushes a localized notification (payload.ts)
 * to each of the user's subscriptions. The web app's service worker (host-app/public/sw.js) shows it.
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import type { PushConfig } from "./config.js";
import type { PushOptions, PushOutbox } from "./outbox.js";
import { registerPushRoutes } from "./subscriptions.js";

// What this feature adds to the configuration, to the dependencies the app is given and to its context.
declare module "../../config.js" {
  interface Config {
    /** Web Push's VAPID keys and subject (VAPID_*, docs/configuration.md); unset keys: DATA_DIR/vapid.json. */
    push?: PushConfig;
  }
}
declare module "../../context.js" {
  interface AppDeps {
    /** Web Push tunables (tests shorten the poll and trust their local push service). */
    pushOptions?: PushOptions;
  }
  interface AppContext {
    /** The Web Push outbox: features call `notifyOffline` in their transactions, then `kick`. */
    push: PushOutbox;
  }
}

// What other parts use of this one.
export { PushOutbox } from "./outbox.js";
export type { PushNotice, PushOptions } from "./outbox.js";
export { loadPushConfig } from "./config.js";
export type { PushConfig } from "./config.js";

export function registerPushModule(app: FastifyInstance, ctx: AppContext): void {
  registerPushRoutes(app, ctx);
  ctx.push.start();
  app.addHook("onClose", async () => {
    await ctx.push.stop();
  });
}
