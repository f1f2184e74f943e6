/**
 * EASEMOB_* settings. The bridge is on only when the five keys are all set (a partial set is a
 * configuration error); they stay on the server: the browser only ever gets a user token minted here.
 */
export interface EasemobConfig {
  /** `https://a1.easemob.com` or the cluster's REST host, without a trailing slash. */
  apiBase: string;
  org: string;
  app: string;
  clientId: string;
  clientSecret: string;
  /** Secret of the pre-send callback rule (EASEMOB_CALLBACK_SECRET); unset: the callback is not checked. */
  callbackSecret: string | undefined;
  /** Lifetime of a user token handed to the browser, seconds (EASEMOB_USER_TOKEN_TTL_S, default 3600). */
  userTokenTtlS: number;
}

const KEYS = ["EASEMOB_API_BASE", "EASEMOB_ORG", "EASEMOB_APP", "EASEMOB_CLIENT_ID", "EASEMOB_CLIENT_SECRET"] as const;

export function loadEasemobConfig(env: Record<string, string | undefined>): EasemobConfig | null {
  const values = KEYS.map((k) => env[k]?.trim() ?? "");
  if (values.every((v) => v === "")) return null;
  const missing = KEYS.filter((_, i) => values[i] === "");
  if (missing.length > 0) throw new Error(`${missing.join(", ")} must be set together with ${KEYS.filter((k) => !missing.includes(k)).join(", ")}.`);
  const [apiBase = "", org = "", app = "", clientId = "", clientSecret = ""] = values;
  if (!/^https?:\/\/[^\s/]+/.test(apiBase)) throw new Error(`EASEMOB_API_BASE must be an http(s) URL, got "${apiBase}".`);
  for (const [name, value] of [["EASEMOB_ORG", org], ["EASEMOB_APP", app]] as const) {
    if (!/^[A-Za-z0-9_-]+$/.test(value)) throw new Error(`${name} must be letters, digits, "_" or "-", got "${value}".`);
  }
  const ttl = env.EASEMOB_USER_TOKEN_TTL_S?.trim();
  const userTokenTtlS = ttl ? Number(ttl) : 3600;
  if (!Number.isInteger(userTokenTtlS) || userTokenTtlS < 60 || userTokenTtlS > 86_400) throw new Error(`EASEMOB_USER_TOKEN_TTL_S must be a whole number from 60 to 86400, got "${ttl}".`);
  return { apiBase: apiBase.replace(/\/+$/, ""), org, app, clientId, clientSecret, callbackSecret: env.EASEMOB_CALLBACK_SECRET?.trim() || undefined, userTokenTtlS };
}

/** The App Key the SDK logs in with ("org#app"). */
export const appKeyOf = (config: Pick<EasemobConfig, "org" | "app">) => `${config.org}#${config.app}`;
