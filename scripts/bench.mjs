#!/usr/bin/env node
// `npm run bench`: the messaging benchmark (not part of `npm test`); writes docs/benchmarks.md.
import { spawnSync } from "node:child_process";

const result = spawnSync(process.execPath, ["--import", "tsx", "packages/server/bench/bench.ts"], { stdio: "inherit" });
process.exit(result.status ?? 1);
