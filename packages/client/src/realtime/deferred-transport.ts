/**
 * A Transport whose implementation is loaded on the first `open`: the widget's opt-in Easemob adapter
 * lives in its own chunk, so the default bundle carries only this wrapper.
 */
import type { Transport } from "./transport.js";

/** Wraps `load` (e.g. a dynamic import) as a Transport; a failed load ends that connection (code 1006). */
export function deferredTransport(load: () => Promise<Transport>): Transport {
  let loading: Promise<Transport> | undefined;
  return {
    open(options) {
      let inner: { close(): void } | undefined;
      let closed = false;
      // A failed load is tried again on the next open (the connection manager reconnects).
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      loading.then(
        (transport) => {
          if (!closed) inner = transport.open(options);
        },
        () => {
          if (!closed) options.onClose({ code: 1006, reason: "transport failed to load" });
          closed = true;
        },
      );
      return {
        close() {
          if (closed) return;
          closed = true;
          if (inner) inner.close();
          else options.onClose({ code: 1000, reason: "client closed" });
        },
      };
    },
  };
}
