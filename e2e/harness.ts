/**
 * End-to-end harness: a real server (built web app, fresh SQLite file in a temp DATA_DIR, mail over
 * real SMTP to a local sink) and Debian's Chromium driven by playwright-core.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { startServer, startSmtpSink } from "@chat/server";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // A fake microphone (a tone), granted without a prompt: voice messages record in e2e/voice-message.spec.ts.
  "--use-fake-device-for-media-stream",
  "--use-fake-ui-for-media-stream",
];

export interface Harness {
  url: string;
  /** The server's data directory (its SQLite file is `chat.db` in it). */
  dataDir: string;
  /** Moves the server's clock forward (rate limits, code expiry) without waiting. */
  advanceClock(ms: number): void;
  smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  browser: Browser;
  newPage(options?: { width?: number; height?: number; locale?: string }): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), "chat-e2e-"));
  const smtp = await startSmtpSink();
  let offset = 0;
  const server = await startServer({
    // DATABASE_URL "" keeps a stray PostgreSQL setting of the shell out: e2e runs on a fresh SQLite file.
    // Warnings and errors only: a failing spec shows the server's errors without every start line.
    env: { DATA_DIR: dataDir, SMTP_URL: smtp.url, PORT: "0", HOST: "127.0.0.1", DEMO: "0", DATABASE_URL: "", LOG_LEVEL: "warn", ...env },
    clock: { now: () => Date.now() + offset },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  return {
    url: server.url,
    dataDir,
    advanceClock(ms) {
      offset += ms;
    },
    smtp,
    browser,
    async newPage({ width = 1280, height = 800, locale = "en-US" } = {}) {
      const context = await browser.newContext({ viewport: { width, height }, locale });
      const page = await context.newPage();
      page.on("pageerror", (error) => console.error("[page error]", error.message));
      return { context, page };
    },
    async close() {
      await browser.close();
      await server.close();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The first 6-digit code in a mail's text. */
export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no verification code in mail: ${text}`);
  return match[1];
}
