/**
 * The Easemob adapter for the main entry: `easemob-transport.ts` and the SDK are imported only on the
 * first `open`, so bundlers put both in chunks of their own (a static re-export would pull the adapter
 * into the default bundle).
 */
import type { Transport } from "./transport.js";
import { deferredTransport } from "./deferred-transport.js";
import type { EasemobTransportOptions } from "./easemob-transport.js";

/** `easemobTransport(options)`, loaded on the first `open` (see easemob-transport.ts). */
export function lazyEasemobTransport(options: EasemobTransportOptions): Transport {
  return deferredTransport(() => import("./easemob-transport.js").then((m) => m.easemobTransport(options)));
}
