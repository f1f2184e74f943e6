/**
 * How Node runs a server process: `npm start` (scripts/start.mjs), the scale-out tests' processes
 * (src/scaleout/cluster.ts) and the bench's (bench/children.ts), so the bench measures the server as
 * it is deployed. The bench's load process takes them too (scripts/bench.mjs).
 *
 * `--max-semi-space-size=64`: V8's young generation may grow to 64 MB a half instead of 16. Under load
 * the requests and frames in flight outlive a 16 MB young generation's collections, so V8 copied
 * them, then promoted them to the old generation for a full collection to sweep. In `npm run bench`
 * (SQLite, 5,000 sockets) garbage collection went from 38 to 11 µs of the main thread per message
 * over HTTP and from 18 to 8 over the socket (docs/benchmarks.md). The cost is memory: the young
 * generation keeps what it grew to, about 17 MB more resident with 5,000 sockets.
 */
export const SERVER_NODE_ARGS = ["--import", "tsx", "--max-semi-space-size=64"];
