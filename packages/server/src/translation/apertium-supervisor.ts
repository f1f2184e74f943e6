/**
 * When APERTIUM_URL is unset and `apertium-apy` is installed, the server runs APy itself on a free
 * loopback port, started on the first translation (so tests and servers that never translate start
 * nothing), restarted with a back-off if it dies, and stopped with the server.
 * APy binds every interface by default; a two-line Python wrapper makes it bind 127.0.0.1 only.
 * Its pairs are read from the installed modes, so asking for them starts nothing either.
 */
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { accessSync, constants, readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { createServer } from "node:net";
import { delimiter, join } from "node:path";
import { apertiumProductPairs, apertiumTranslator as apertiumTranslatorSafe } from "./apertium.js";
import { TranslationError } from "./provider.js";
import type { EnginePair, Translator } from "./provider.js";

const WRAPPER = [
  "import sys, tornado.httpserver as h",
  "_bind = h.HTTPServer.bind",
  "h.HTTPServer.bind = lambda self, port, address=None, *a, **k: _bind(self, port, '127.0.0.1', *a, **k)",
  "from apertium_apy.apy import main",
  "sys.argv = ['apertium-apy'] + sys.argv[1:]",
  "main()",
].join("\n");

/** The path of an executable on PATH, or undefined. */
export function which(name: string, path = process.env.PATH ?? ""): string | undefined {
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    const file = join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** The Python that runs `apertium-apy` (its shebang), so the wrapper imports the same packages. */
export function pythonOf(apyPath: string): string {
  try {
    const first = readFileSync(apyPath, "utf8").split("\n", 1)[0] ?? "";
    const match = /^#!\s*(\S+python[0-9.]*)\s*$/.exec(first);
    if (match?.[1]) return match[1];
  } catch {
    // fall through
  }
  return "python3";
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitReady(url: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`apertium-apy exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/listPairs`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("apertium-apy did not start in time");
}

/**
 * The pairs installed in an Apertium modes directory: `eng-spa.mode`, or `spa-eng_US.mode` (a variant,
 * counted as spa→eng). Debug modes (`eng-spa-tagger.mode`) have more dashes and do not count; no
 * directory means nothing is installed.
 */
export async function installedApertiumPairs(modesDir: string): Promise<EnginePair[]> {
  let files: string[];
  try {
    files = (await readdir(modesDir)).sort();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return [];
    throw new TranslationError("failed", `apertium: cannot read ${modesDir}: ${code ?? String(error)}`);
  }
  const pairs: [string, string][] = [];
  for (const file of files) {
    const match = /^([a-z]{3})(?:_[A-Za-z0-9]+)?-([a-z]{3})(?:_[A-Za-z0-9]+)?\.mode$/.exec(file);
    if (match?.[1] && match[2]) pairs.push([match[1], match[2]]);
  }
  return apertiumProductPairs(pairs);
}

/** A translator backed by a supervised local APy; `modesDir` holds the installed pairs. */
export function supervisedApertium(options: { apyPath: string; modesDir?: string; timeoutMs: number; log?: (line: string) => void }): Translator {
  const python = pythonOf(options.apyPath);
  const modes = options.modesDir ?? process.env.APERTIUM_MODES ?? "/usr/share/apertium/modes";
  let child: ChildProcess | undefined;
  let starting: Promise<string> | undefined;
  let closed = false;
  let restarts: number[] = [];

  const start = (): Promise<string> =>
    (starting ??= (async () => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const proc = spawn(python, ["-c", WRAPPER, "-p", String(port), modes], { stdio: ["ignore", "ignore", "ignore"], detached: true });
      child = proc;
      // If this process ends without closing the server, the engine must not outlive it.
      const killOnExit = () => {
        try {
          if (proc.pid) process.kill(-proc.pid, "SIGTERM");
        } catch {
          // already gone
        }
      };
      process.once("exit", killOnExit);
      proc.once("exit", () => process.removeListener("exit", killOnExit));
      proc.once("exit", () => {
        child = undefined;
        starting = undefined;
        if (closed) return;
        const now = Date.now();
        restarts = restarts.filter((t) => now - t < 60_000);
        restarts.push(now);
        options.log?.(`apertium-apy stopped; ${restarts.length > 5 ? "not restarting (5 failures a minute)" : "restarting on next use"}`);
      });
      try {
        await waitReady(url, proc, Date.now() + 30_000);
      } catch (error) {
        proc.kill();
        throw error;
      }
      return url;
    })());

  return {
    name: "apertium",
    async translate(text, source, target) {
      if (closed) throw new TranslationError("failed", "apertium: server is closing");
      if (restarts.length > 5 && Date.now() - (restarts[0] ?? 0) < 60_000) throw new TranslationError("failed", "apertium: engine keeps stopping");
      let url: string;
      try {
        url = await start();
      } catch (error) {
        starting = undefined;
        throw new TranslationError("failed", `apertium: ${error instanceof Error ? error.message : String(error)}`);
      }
      return apertiumTranslatorSafe(url, options.timeoutMs).translate(text, source, target);
    },
    pairs: () => installedApertiumPairs(modes),
    close() {
      closed = true;
      // APy runs its pipelines as child processes: end the whole group it leads.
      if (child?.pid) {
        try {
          process.kill(-child.pid, "SIGTERM");
        } catch {
          child.kill();
        }
      }
      return Promise.resolve();
    },
  };
}
