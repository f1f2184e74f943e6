import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_PASSWORD_HASH_LOG_N, loadInfrastructureConfig } from "./config.js";

describe("loadConfig", () => {
  it("has safe defaults", () => {
    const config = loadInfrastructureConfig({}, []);
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
    const config = loadInfrastructureConfig(
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
    const config = loadInfrastructureConfig({ ALLOWED_ORIGINS: "https://a.example", PARTNER_KEYS: `https://shop.example/path=${key}, http://localhost:8090=${key}x` }, []);
    expect(config.partners.map((p) => p.origin)).toEqual(["https://shop.example", "http://localhost:8090"]);
    expect(config.allowedOrigins).toEqual(["https://a.example", "https://shop.example", "http://localhost:8090"]);
    // Only the key's hash is kept.
    expect(JSON.stringify(config.partners)).not.toContain(key);
    expect(() => loadInfrastructureConfig({ PARTNER_KEYS: "https://shop.example=short" }, [])).toThrow(/at least 22 base64url characters/);
    expect(() => loadInfrastructureConfig({ PARTNER_KEYS: `shop.example=${key}` }, [])).toThrow(/<partner origin>=<key>/);
    expect(() => loadInfrastructureConfig({ PARTNER_KEYS: `ftp://shop.example=${key}` }, [])).toThrow(ConfigError);
    // The refused entry is named without its key.
    expect(() => loadInfrastructureConfig({ PARTNER_KEYS: `nope=${key}` }, [])).toThrow(/"nope=…"/);
    // An entry without "=" may be a bare key: none of it is echoed.
    for (const entry of [key, `https://shop.example:${key}`]) {
      expect(() => loadInfrastructureConfig({ PARTNER_KEYS: entry }, [])).toThrow(ConfigError);
      try {
        loadInfrastructureConfig({ PARTNER_KEYS: entry }, []);
      } catch (error) {
        expect(String(error)).not.toContain(key);
      }
    }
    // One key for two partners would let one act for the other's members; rotation within one is fine.
    expect(() => loadInfrastructureConfig({ PARTNER_KEYS: `https://a.example=${key},https://b.example=${key}` }, [])).toThrow(/same key/);
    expect(loadInfrastructureConfig({ PARTNER_KEYS: `https://a.example=${key},https://a.example=${key}x` }, []).partners).toHaveLength(2);
    expect(() => loadInfrastructureConfig({ PARTNER_KEYS: `https://${"a".repeat(250)}.example=${key}` }, [])).toThrow(/at most 255/);
  });

  it("reads TRUST_PROXY as off, on, a hop count or an address list", () => {
    expect(loadInfrastructureConfig({}, []).trustProxy).toBe(false);
    expect(loadInfrastructureConfig({ TRUST_PROXY: "true" }, []).trustProxy).toBe(true);
    expect(loadInfrastructureConfig({ TRUST_PROXY: "1" }, []).trustProxy).toBe(1);
    expect(loadInfrastructureConfig({ TRUST_PROXY: "10.0.0.0/8" }, []).trustProxy).toBe("10.0.0.0/8");
  });

  it("caps gateway sockets per user and per address, 20 and 200 unless told, and refuses a cap of none", () => {
    expect(loadInfrastructureConfig({}, []).sockets).toEqual({ maxSocketsPerUser: 20, maxSocketsPerAddress: 200 });
    expect(loadInfrastructureConfig({ WS_SOCKETS_PER_USER: "5", WS_SOCKETS_PER_ADDRESS: "5000" }, []).sockets).toEqual({ maxSocketsPerUser: 5, maxSocketsPerAddress: 5000 });
    expect(() => loadInfrastructureConfig({ WS_SOCKETS_PER_USER: "0" }, [])).toThrow(/WS_SOCKETS_PER_USER/);
    expect(() => loadInfrastructureConfig({ WS_SOCKETS_PER_ADDRESS: "lots" }, [])).toThrow(/WS_SOCKETS_PER_ADDRESS/);
  });

  it("keeps metrics off unless METRICS_PORT or METRICS_TOKEN is set, the listener on 127.0.0.1 unless told", () => {
    expect(loadInfrastructureConfig({}, []).metrics).toEqual({ port: undefined, host: "127.0.0.1", token: undefined });
    expect(loadInfrastructureConfig({ METRICS_PORT: "9464" }, []).metrics).toEqual({ port: 9464, host: "127.0.0.1", token: undefined });
    expect(loadInfrastructureConfig({ METRICS_PORT: "9464", METRICS_HOST: "10.0.0.5" }, []).metrics.host).toBe("10.0.0.5");
    const token = "t".repeat(32);
    expect(loadInfrastructureConfig({ METRICS_TOKEN: token }, []).metrics).toEqual({ port: undefined, host: "127.0.0.1", token });
    expect(() => loadInfrastructureConfig({ METRICS_PORT: "lots" }, [])).toThrow(/METRICS_PORT/);
    expect(() => loadInfrastructureConfig({ METRICS_PORT: "70000" }, [])).toThrow(/METRICS_PORT/);
    // A short token is refused, and not echoed.
    expect(() => loadInfrastructureConfig({ METRICS_TOKEN: "short-secret" }, [])).toThrow(/METRICS_TOKEN must be at least 16/);
    expect(() => loadInfrastructureConfig({ METRICS_TOKEN: "short-secret" }, [])).not.toThrow(/short-secret/);
  });

  it("turns the demo off with DEMO=0, --no-demo or in production", () => {
    expect(loadInfrastructureConfig({ DEMO: "0" }, []).demo).toBe(false);
    expect(loadInfrastructureConfig({}, ["--no-demo"]).demo).toBe(false);
    expect(loadInfrastructureConfig({ NODE_ENV: "production", SMTP_URL: "smtp://h" }, []).demo).toBe(false);
  });

  it("refuses production without SMTP and a bad port", () => {
    expect(() => loadInfrastructureConfig({ NODE_ENV: "production" }, [])).toThrow(ConfigError);
    expect(() => loadInfrastructureConfig({ NODE_ENV: "production" }, [])).toThrow(/SMTP_URL is required/);
    expect(() => loadInfrastructureConfig({ PORT: "http" }, [])).toThrow(/PORT/);
  });
});
