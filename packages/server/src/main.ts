/** The process entry: `node --import tsx packages/server/src/main.ts [--no-demo]`. */
import { ConfigError } from "./config.js";
import { drainAndClose } from "./http/drain.js";
import { startServer } from "./server.js";

async function main(): Promise<void> {
  const server = await startServer({ argv: process.argv.slice(2), announce: true });
  const log = server.app.log;
  const timeoutMs = server.config.drainTimeoutS * 1000;
  let stopping = false;
  // SIGTERM (and Ctrl-C) drains, then exits (http/drain.ts); a second signal exits at once.
  const stop = (signal: string) => {
    if (stopping) {
      log.warn({ signal }, "second signal: exiting without waiting for the drain");
      process.exit(1);
    }
    stopping = true;
    log.info({ signal, timeoutS: server.config.drainTimeoutS }, "drain started");
    // Whatever happens, the process is gone by the deadline.
    setTimeout(() => {
      log.error({ timeoutS: server.config.drainTimeoutS }, "drain did not end in time: exiting");
      process.exit(1);
    }, timeoutMs).unref();
    drainAndClose(server, timeoutMs).then(
      (report) => {
        if (report.finished) log.info({ ms: report.ms }, "drain finished");
        else log.warn({ ms: report.ms }, "drain cut off at DRAIN_TIMEOUT_S: what was left is for the other processes");
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, "drain failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error("The server could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
