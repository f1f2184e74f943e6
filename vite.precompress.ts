import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text the browser downloads; pictures in PNG/WebP and fonts in WOFF2 are compressed already. */
const COMPRESSIBLE = /\.(m?js|css|html|json|svg|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves next to nothing (and copies larger than the file are never written). */
const MIN_BYTES = 256;

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip, level 9) beside every compressible
 * file of the build, so the server sends them as they are (packages/server/src/http/static.ts, by
 * Accept-Encoding) instead of compressing on each request or not at all. A copy that is not smaller
 * than the file is not written.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const jobs: Promise<void>[] = [];
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const path = join(outDir, fileName);
        // As written to disk (with its source-map comment), not as the bundle held it.
        const source = await readFile(path);
        if (source.length < MIN_BYTES) continue;
        const write = async (suffix: string, compressed: Buffer) => {
          if (compressed.length < source.length) await writeFile(`${path}${suffix}`, compressed);
        };
        jobs.push(
          brotli(source, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
          }).then((c) => write(".br", c)),
          gz(source, { level: 9 }).then((c) => write(".gz", c)),
        );
      }
      await Promise.all(jobs);
    },
  };
}
