import { describe, expect, it } from "vitest";
import { loadConfig } from "../../app.js";
import { ConfigError } from "../../config.js";

const ALL = { EASEMOB_API_BASE: "https://a1.easemob.com/", EASEMOB_ORG: "1100221124", EASEMOB_APP: "chat-demo", EASEMOB_CLIENT_ID: "YXA6id", EASEMOB_CLIENT_SECRET: "YXA6secret" };

describe("the EASEMOB_* settings", () => {
  it("leave the bridge off when none is set", () => {
    expect(loadConfig({}, []).easemob).toBeNull();
  });

  it("turn it on with all five, trimming the API base", () => {
    expect(loadConfig(ALL, []).easemob).toEqual({ apiBase: "https://a1.easemob.com", org: "1100221124", app: "chat-demo", clientId: "YXA6id", clientSecret: "YXA6secret", callbackSecret: undefined, userTokenTtlS: 3600 });
    expect(loadConfig({ ...ALL, EASEMOB_CALLBACK_SECRET: "s", EASEMOB_USER_TOKEN_TTL_S: "600" }, []).easemob).toMatchObject({ callbackSecret: "s", userTokenTtlS: 600 });
  });

  it("refuse a partial set, a bad URL, an org with a '#' and a token lifetime out of range", () => {
    expect(() => loadConfig({ ...ALL, EASEMOB_CLIENT_SECRET: "" }, [])).toThrow(/EASEMOB_CLIENT_SECRET must be set together/);
    expect(() => loadConfig({ ...ALL, EASEMOB_API_BASE: "a1.easemob.com" }, [])).toThrow(ConfigError);
    expect(() => loadConfig({ ...ALL, EASEMOB_ORG: "org#app" }, [])).toThrow(/EASEMOB_ORG/);
    expect(() => loadConfig({ ...ALL, EASEMOB_USER_TOKEN_TTL_S: "5" }, [])).toThrow(/EASEMOB_USER_TOKEN_TTL_S/);
  });
});
