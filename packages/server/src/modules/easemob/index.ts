/**
 * The Easemob bridge (EASEMOB_*, docs/configuration.md): our server stays the authority for every
 * message and coin, and Easemob carries them. Users are provisioned and removed, every stored message
 * is pushed as its sender, recalls and other-device logouts follow, all through an outbox the features
 * write in their own transactions (`ctx.easemob.enqueue`, then `kick` after commit). The panel gets
 * its user token from `POST /api/easemob/token`; Easemob's pre-send callback lands on
 * `POST /api/easemob/pre-send`.
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import type { EasemobBridge, EasemobBridgeOptions } from "./bridge.js";
import type { EasemobConfig } from "./config.js";
import { registerEasemobRoutes } from "./routes.js";

// What this feature adds to the configuration, to the dependencies the app is given and to its context.
declare module "../../config.js" {
  interface Config {
    /** The Easemob bridge (EASEMOB_*, docs/configuration.md); off (null) unless all five keys are set. */
    easemob?: EasemobConfig | null;
  }
}
declare module "../../context.js" {
  interface AppDeps {
    /** Easemob bridge tunables (tests shorten the poll and the retry pauses). */
    easemobOptions?: EasemobBridgeOptions;
  }
  interface AppContext {
    /** The Easemob bridge's outbox, when EASEMOB_* is set: features enqueue in their transactions, then kick. */
    easemob?: EasemobBridge;
  }
}

// What other parts use of this one.
export { EasemobBridge } from "./bridge.js";
export type { EasemobBridgeOptions, OutboxItem } from "./bridge.js";
export { appKeyOf, loadEasemobConfig } from "./config.js";
export type { EasemobConfig } from "./config.js";

export function registerEasemobModule(app: FastifyInstance, ctx: AppContext): void {
  registerEasemobRoutes(app, ctx);
  const bridge = ctx.easemob;
  if (!bridge) return;
  bridge.start();
  app.addHook("onClose", async () => {
    await bridge.stop();
  });
}
