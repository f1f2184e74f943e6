#!/usr/bin/env node
// `npm run bench`: the messaging benchmark (not part of `npm test`); writes docs/benchmarks.md.
// The load runs with the server's young generation too: with V8's default one its collections, every
// 0.3 s or so and 7–27 ms each on this machine, held back the sends due and the arrivals' timestamps
// during the steady phase, and counted in the latency as if the server had been slow.
import { spawnSync } from "node:child_process";
import { SERVER_NODE_ARGS } from "../packages/server/node-args.mjs";

const result = spawnSync(process.execPath, [...SERVER_NODE_ARGS, "packages/server/bench/bench.ts"], { stdio: "inherit" });
process.exit(result.status ?? 1);
