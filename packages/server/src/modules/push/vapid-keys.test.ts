/**
 * The VAPID keys: VAPID_* from the environment when set (checked at start), otherwise a pair made
 * once and kept in DATA_DIR/vapid.json (mode 0600), which every later start and every process on the
 * same folder uses; a broken file stops the push rather than silently replacing the keys.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import webpush from "web-push";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../app.js";
import { loadPushConfig } from "./config.js";
import { vapidFileOf, vapidKeysOf } from "./vapid-keys.js";

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "vapid-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the VAPID keys", () => {
  it("are made on first use, kept in DATA_DIR/vapid.json readable by the owner only, and the same ever after", () => {
    const dir = dataDir();
    const config = loadPushConfig({});
    const first = vapidKeysOf(config, dir);
    expect(first.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(first.subject).toBe("mailto:no-reply@localhost");
    expect(statSync(vapidFileOf(dir)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(vapidFileOf(dir), "utf8"))).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });
    expect(vapidKeysOf(config, dir)).toEqual(first);
  });

  it("come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, and then no file is written", () => {
    const dir = dataDir();
    const keys = webpush.generateVAPIDKeys();
    const config = loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: "mailto:ops@example.com" }, []);
    expect(config.push && vapidKeysOf(config.push, dir)).toEqual({ ...keys, subject: "mailto:ops@example.com" });
    expect(() => statSync(vapidFileOf(dir))).toThrow();
  });

  it("stop the start when only one key is set, a key is malformed or the subject is no mailto: or https: URL", () => {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey }, [])).toThrow(/must be set together/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: privateKey, VAPID_PRIVATE_KEY: privateKey }, [])).toThrow(/uncompressed P-256/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: "short" }, [])).toThrow(/32 bytes/);
    expect(() => loadConfig({ VAPID_SUBJECT: "http://example.com" }, [])).toThrow(/VAPID_SUBJECT/);
  });

  it("name the https public origin, else the sender address of the mail, as their contact by default", () => {
    expect(loadPushConfig({ PUBLIC_ORIGIN: "https://chat.example.com" }).subject).toBe("https://chat.example.com");
    expect(loadPushConfig({ PUBLIC_ORIGIN: "http://localhost:8080", MAIL_FROM: "Chat <hello@chat.example.com>" }).subject).toBe("mailto:hello@chat.example.com");
  });

  it("are never replaced when the file is broken: that would end every browser's subscription", () => {
    const dir = dataDir();
    writeFileSync(vapidFileOf(dir), '{"publicKey": "B"}');
    expect(() => vapidKeysOf(loadPushConfig({}), dir)).toThrow(/vapid\.json/);
    expect(readFileSync(vapidFileOf(dir), "utf8")).toBe('{"publicKey": "B"}');
  });
});
