/**
 * Bytes on the wire as Chromium counts them (DevTools protocol: `Network.loadingFinished`'s
 * `encodedDataLength`, the response as received: headers and the body in its Content-Encoding), with
 * the browser cache off so every file is fetched as on a first visit.
 */
import type { BrowserContext, CDPSession, Page } from "playwright-core";

export interface WireFile {
  url: string;
  /** DevTools' resource type: Document, Script, Stylesheet, Image, Fetch, XHR, Font… */
  type: string;
  /** The response's Content-Encoding ("br", "gzip", "" when sent as is). */
  encoding: string;
  bytes: number;
}

export interface WireRecorder {
  /** Every response finished since the recorder started or was last reset. */
  files(): WireFile[];
  reset(): void;
}

interface Pending {
  url: string;
  type: string;
  encoding: string;
}

export async function recordWire(context: BrowserContext, page: Page): Promise<WireRecorder> {
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  let pending = new Map<string, Pending>();
  let done: WireFile[] = [];
  cdp.on("Network.requestWillBeSent", (event) => {
    pending.set(event.requestId, { url: event.request.url, type: event.type ?? "Other", encoding: "" });
  });
  cdp.on("Network.responseReceived", (event) => {
    const request = pending.get(event.requestId);
    if (!request) return;
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]));
    request.encoding = headers["content-encoding"] ?? "";
  });
  cdp.on("Network.loadingFinished", (event) => {
    const request = pending.get(event.requestId);
    if (!request) return;
    pending.delete(event.requestId);
    done.push({ ...request, bytes: event.encodedDataLength });
  });
  return {
    files: () => [...done],
    reset() {
      pending = new Map();
      done = [];
    },
  };
}

/** Scripts and styles, the code a page downloads (pictures, API answers and sockets apart). */
export const isCode = (file: WireFile) => file.type === "Script" || file.type === "Stylesheet";

export const totalBytes = (files: readonly WireFile[]) => files.reduce((sum, file) => sum + file.bytes, 0);

/** One line per file, for the test's output: `  12345  br  /widget/chunks/element-….js`. */
export function describeFiles(files: readonly WireFile[]): string {
  return files
    .map((file) => `  ${String(file.bytes).padStart(7)}  ${(file.encoding || "-").padEnd(4)}  ${file.type.padEnd(10)}  ${new URL(file.url).pathname}`)
    .join("\n");
}
