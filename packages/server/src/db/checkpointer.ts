/**
 * SQLite's WAL checkpoints on a thread of their own. By default SQLite checkpoints inside the commit
 * that fills the WAL past 1,000 pages: it copies those pages into the database file and fsyncs both
 * files, on the connection's thread, which for us is the event loop. Under `npm run bench` that was
 * about 200 fsyncs in 15 s holding the loop 1.1 s in all, 45 of them over 5 ms and up to 311 ms when
 * the disk was busy (strace of the server process); every send and delivery waited behind them.
 *
 * Here the app's connection never checkpoints (`wal_autocheckpoint = 0`) and a worker thread with a
 * second connection runs a PASSIVE checkpoint every `everyMs` (a no-op when nothing new was
 * committed): it never blocks the writer (the app's commits go on appending while it copies), and its fsyncs
 * block only that thread. Durability is unchanged: commits were not fsynced before either
 * (`synchronous = NORMAL`), checkpoints still are. Under a writer that never pauses, PASSIVE
 * checkpoints may never catch up with the end of the WAL (SQLite only starts the WAL over once all of
 * it is checkpointed; the bench's max phase grew it to 116 MB); past `restartPages` (16 MB) the worker
 * asks for a RESTART checkpoint, which takes the writer's lock between two of its transactions (the
 * app's next write waits in its busy handler for that moment), so the WAL stays bounded and its file's
 * blocks are written over instead of allocated anew. If the thread fails, the app's connection goes
 * back to checkpointing itself. When the last connection closes, SQLite
 * checkpoints what is left and removes the WAL, as before.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

export interface CheckpointerOptions {
  /** Past this many pages in the WAL, checkpoint with RESTART so the WAL starts over. */
  restartPages?: number;
  /** How often the worker checkpoints, ms. */
  everyMs?: number;
  /** Called if the thread fails: the app's connection must checkpoint again itself. */
  onFailure?: () => void;
}

// Plain CommonJS, evaluated in the worker: no TypeScript loader is needed there in tests or production.
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file, { fileMustExist: true });
db.pragma("busy_timeout = 5000");
db.pragma("synchronous = NORMAL");
let copied = 0;
let restartedAt = 0;
let stopped = false;
const tick = () => {
  if (stopped) return;
  try {
    const [{ log, checkpointed }] = db.pragma("wal_checkpoint(PASSIVE)");
    // log: pages in the WAL; checkpointed: of those, copied into the database file. A writer that never
    // pauses long enough for a checkpoint to finish between two commits never starts the WAL over.
    // Once per full WAL: until the app writes again, the WAL keeps its old length.
    if (log >= workerData.restartPages && log !== restartedAt) {
      db.pragma("wal_checkpoint(RESTART)");
      restartedAt = log;
    }
    if (checkpointed !== copied) parentPort.postMessage({ type: "checkpointed", log, checkpointed });
    copied = checkpointed;
  } catch (error) {
    parentPort.postMessage({ type: "error", message: String(error) });
  }
  schedule();
};
const schedule = () => (timer = setTimeout(tick, workerData.everyMs));
let timer = setTimeout(tick, workerData.everyMs);
parentPort.on("message", (msg) => {
  if (msg === "stop") {
    stopped = true;
    clearTimeout(timer);
    db.close();
    parentPort.postMessage({ type: "stopped" });
    parentPort.close();
  }
});
`;

export interface Checkpointer {
  /** Pages of the WAL copied into the database file by the last checkpoint that copied any. */
  readonly checkpointed: number;
  /** Checkpoints that copied pages into the database file since the thread started (the metrics). */
  readonly checkpoints: number;
  /** Closes the worker's connection and ends the thread; call before closing the app's connection. */
  stop(): Promise<void>;
}

/** Starts the checkpoint thread for a WAL-mode SQLite file whose own connections do not checkpoint. */
export function startCheckpointer(file: string, options: CheckpointerOptions = {}): Checkpointer {
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { file, driver, restartPages: options.restartPages ?? 4000, everyMs: options.everyMs ?? 250 },
  });
  // Never keeps a finished process alive; the app's close stops it.
  worker.unref();
  let checkpointed = 0;
  let checkpoints = 0;
  worker.on("message", (msg: { type: string; checkpointed?: number; message?: string }) => {
    if (msg.type === "checkpointed") {
      checkpointed = msg.checkpointed ?? 0;
      checkpoints++;
    }
    if (msg.type === "error") console.warn(`SQLite checkpoint failed: ${msg.message}`);
  });
  let stopping = false;
  let failed = false;
  const fail = (why: unknown) => {
    if (stopping || failed) return;
    failed = true;
    console.warn("SQLite checkpoint thread failed; the app's connection checkpoints again", why);
    options.onFailure?.();
  };
  worker.on("error", fail);
  const exited = new Promise<void>((resolve) =>
    worker.once("exit", (code) => {
      fail(`exit ${code}`);
      resolve();
    }),
  );
  return {
    get checkpointed() {
      return checkpointed;
    },
    get checkpoints() {
      return checkpoints;
    },
    async stop() {
      // Held while it stops: an unreferenced worker would let the process end before close() returns.
      worker.ref();
      stopping = true;
      worker.postMessage("stop");
      await exited;
    },
  };
}
