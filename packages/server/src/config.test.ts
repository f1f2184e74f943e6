import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_PASSWORD_HASH_LOG_N, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("has safe defaults", () => {
    const config = loadConfig({}, []);
    expect(config).toMatchObject({
      port: 8080,
      host: "localhost",
      databaseUrl: undefined,
      smtpUrl: undefined,
      nodeEnv: "development",
      production: false,
      demo: true,
      allowedOrigins: [],
      passwordHashLogN: DEFAULT_PASSWORD_HASH_LOG_N,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it("reads the environment", () => {
    const config = loadConfig(
      {
        PORT: "0",
        HOST: "0.0.0.0",
        DATA_DIR: "/tmp/x",
        DATABASE_URL: "postgres://u@h/db",
        SMTP_URL: "smtp://h:25",
        MAIL_FROM: "a@b.c",
        PUBLIC_ORIGIN: "https://chat.example",
        ALLOWED_ORIGINS: "https://a.example, https://b.example,",
      },
      [],
    );
    expect(config).toMatchObject({
      port: 0,
      host: "0.0.0.0",
      dataDir: "/tmp/x",
      databaseUrl: "postgres://u@h/db",
      smtpUrl: "smtp://h:25",
      mailFrom: "a@b.c",
      publicOrigin: "https://chat.example",
      allowedOrigins: ["https://a.example", "https://b.example"],
    });
  });

  it("reads partner keys, allows their origins and refuses weak keys or malformed entries", () => {
    const key = "k".repeat(22);
    const config = loadConfig({ ALLOWED_ORIGINS: "https://a.example", PARTNER_KEYS: `https://shop.example/path=${key}, http://localhost:8090=${key}x` }, []);
    expect(config.partners.map((p) => p.origin)).toEqual(["https://shop.example", "http://localhost:8090"]);
    expect(config.allowedOrigins).toEqual(["https://a.example", "https://shop.example", "http://localhost:8090"]);
    // Only the key's hash is kept.
    expect(JSON.stringify(config.partners)).not.toContain(key);
    expect(() => loadConfig({ PARTNER_KEYS: "https://shop.example=short" }, [])).toThrow(/at least 22 base64url characters/);
    expect(() => loadConfig({ PARTNER_KEYS: `shop.example=${key}` }, [])).toThrow(/<partner origin>=<key>/);
    expect(() => loadConfig({ PARTNER_KEYS: `ftp://shop.example=${key}` }, [])).toThrow(ConfigError);
    // The refused entry is named without its key.
    expect(() => loadConfig({ PARTNER_KEYS: `nope=${key}` }, [])).toThrow(/"nope=…"/);
    // An entry without "=" may be a bare key: none of it is echoed.
    for (const entry of [key, `https://shop.example:${key}`]) {
      expect(() => loadConfig({ PARTNER_KEYS: entry }, [])).toThrow(ConfigError);
      try {
        loadConfig({ PARTNER_KEYS: entry }, []);
      } catch (error) {
        expect(String(error)).not.toContain(key);
      }
    }
    // One key for two partners would let one act for the other's members; rotation within one is fine.
    expect(() => loadConfig({ PARTNER_KEYS: `https://a.example=${key},https://b.example=${key}` }, [])).toThrow(/same key/);
    expect(loadConfig({ PARTNER_KEYS: `https://a.example=${key},https://a.example=${key}x` }, []).partners).toHaveLength(2);
    expect(() => loadConfig({ PARTNER_KEYS: `https://${"a".repeat(250)}.example=${key}` }, [])).toThrow(/at most 255/);
  });

  it("reads TRUST_PROXY as off, on, a hop count or an address list", () => {
    expect(loadConfig({}, []).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }, []).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "1" }, []).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8" }, []).trustProxy).toBe("10.0.0.0/8");
  });

  it("turns the demo off with DEMO=0, --no-demo or in production", () => {
    expect(loadConfig({ DEMO: "0" }, []).demo).toBe(false);
    expect(loadConfig({}, ["--no-demo"]).demo).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", SMTP_URL: "smtp://h" }, []).demo).toBe(false);
  });

  it("refuses production without SMTP and a bad port", () => {
    expect(() => loadConfig({ NODE_ENV: "production" }, [])).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "production" }, [])).toThrow(/SMTP_URL is required/);
    expect(() => loadConfig({ PORT: "http" }, [])).toThrow(/PORT/);
  });
});
