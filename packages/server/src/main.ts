/** The process entry: `node --import tsx packages/server/src/main.ts [--no-demo]`. */
import { ConfigError } from "./config.js";
import { startServer } from "./server.js";

async function main(): Promise<void> {
  const server = await startServer({ argv: process.argv.slice(2), announce: true });
  const stop = (signal: string) => {
    console.info(`${signal} received, shutting down…`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error("The server could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
