import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startServer } from "../server.js";
import type { RunningServer } from "../server.js";
import { startSmtpSink } from "../testing/smtp-sink.js";
import type { SmtpSink } from "../testing/smtp-sink.js";
import { TEST_PASSWORD_HASH_LOG_N } from "../testing/test-app.js";
import { OutboxMailer } from "./outbox-mailer.js";
import { SmtpMailer } from "./smtp-mailer.js";

describe("real mail over SMTP", () => {
  let sink: SmtpSink;
  let server: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "chat-smtp-"));
    sink = await startSmtpSink();
    server = await startServer({
      env: { DATA_DIR: dataDir, SMTP_URL: sink.url, PORT: "0", HOST: "127.0.0.1", DEMO: "0", DATABASE_URL: "" },
      config: { passwordHashLogN: TEST_PASSWORD_HASH_LOG_N, staticRoot: dataDir },
    });
  });
  afterAll(async () => {
    await server.close();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en" },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: unknown } };
  };

  it("registers with the code read from the mail the server sent", async () => {
    const email = "erin@example.com";
    expect((await post("/api/account/verification-code", { email, type: "register" })).status).toBe(200);
    const mail = await sink.nextMail(email);
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe("Your verification code");
    expect(mail.raw).toMatch(/^From: .*no-reply@localhost/m);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    expect((await post("/api/account/register", { email, code, password: "secret123" })).body.code).toBe(200);
    const login = await post("/api/account/login", { account: email, password: "secret123" });
    expect(login.status).toBe(200);
  });

  it("the sink decodes quoted-printable soft breaks and encoded subjects", async () => {
    const mailer = new SmtpMailer(sink.url, "Test <t@example.com>");
    const text = `Grüße! Ihr Code lautet 042917. ${"Sehr lange Zeile ".repeat(12)}Ende.`;
    await mailer.send({ to: "Frank@Example.com", subject: "Ihr Bestätigungscode ✓", text });
    mailer.close();
    const mail = await sink.nextMail("frank@example.com");
    expect(mail.raw).toMatch(/=\r?\n/);
    expect(mail.subject).toBe("Ihr Bestätigungscode ✓");
    expect(mail.text).toBe(text);
  });

  it("nextMail waits for a mail still on its way, and times out when none comes", async () => {
    const waiting = sink.nextMail("late@example.com");
    const mailer = new SmtpMailer(sink.url, "t@example.com");
    await mailer.send({ to: "late@example.com", subject: "Late", text: "123456" });
    mailer.close();
    expect((await waiting).subject).toBe("Late");
    await expect(sink.nextMail("never@example.com", 50)).rejects.toThrow(/no mail to never@example.com/);
  });
});

describe("the outbox mailer", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "chat-outbox-"));
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("writes an .eml file and prints the mail to the console", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    const mailer = new OutboxMailer(dataDir, "Chat <no-reply@localhost>");
    await mailer.send({ to: "gina@example.com", subject: "Your verification code", text: "Your code is 314159." });
    const files = readdirSync(join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/gina@example\.com\.eml$/);
    const eml = readFileSync(join(dataDir, "outbox", files[0] ?? ""), "utf8");
    expect(eml).toMatch(/^To: gina@example\.com\r$/m);
    expect(eml).toMatch(/^Subject: Your verification code\r$/m);
    expect(eml).toContain("314159");
    expect(info.mock.calls.flat().join("\n")).toContain("314159");
  });
});
