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
