/** TRANSLATOR and the engines' settings, read once at start. */
export type TranslatorKind = "apertium" | "libretranslate" | "deepl" | "none";

export type EngineKind = Exclude<TranslatorKind, "none">;

export interface TranslatorConfig {
  /**
   * The engines, tried in this order for each pair (`TRANSLATOR=apertium,libretranslate,deepl`): the
   * first that has the pair and answers wins. Undefined means "apertium when available, else none";
   * an empty list is `none`.
   */
  engines: EngineKind[] | undefined;
  /** An APy server already running; without it a local `apertium-apy` is started when installed. */
  apertiumUrl: string | undefined;
  libretranslateUrl: string | undefined;
  libretranslateKey: string | undefined;
  /** https://api-free.deepl.com or https://api.deepl.com (or a compatible server). */
  deeplUrl: string;
  deeplKey: string | undefined;
  /** Milliseconds an engine may take before the call fails (and any reservation is released). */
  timeoutMs: number;
}

const KINDS = new Set<TranslatorKind>(["apertium", "libretranslate", "deepl", "none"]);

export function loadTranslatorConfig(env: Record<string, string | undefined>): TranslatorConfig {
  const raw = env.TRANSLATOR?.trim().toLowerCase() || undefined;
  const kinds = raw?.split(",").map((k) => k.trim()).filter(Boolean);
  for (const kind of kinds ?? []) {
    if (!KINDS.has(kind as TranslatorKind)) throw new Error(`TRANSLATOR must list apertium, libretranslate or deepl (comma-separated), or be none; got "${kind}".`);
  }
  if (kinds?.includes("none") && kinds.length > 1) throw new Error("TRANSLATOR=none cannot be combined with engines.");
  const engines = kinds ? ([...new Set(kinds)].filter((k) => k !== "none") as EngineKind[]) : undefined;
  const deeplKey = env.DEEPL_API_KEY?.trim() || undefined;
  const libretranslateUrl = env.LIBRETRANSLATE_URL?.trim() || undefined;
  if (engines?.includes("deepl") && !deeplKey) throw new Error("TRANSLATOR=deepl needs DEEPL_API_KEY.");
  if (engines?.includes("libretranslate") && !libretranslateUrl) throw new Error("TRANSLATOR=libretranslate needs LIBRETRANSLATE_URL.");
  const timeout = Number(env.TRANSLATE_TIMEOUT_MS?.trim() || 15_000);
  return {
    engines,
    apertiumUrl: env.APERTIUM_URL?.trim() || undefined,
    libretranslateUrl,
    libretranslateKey: env.LIBRETRANSLATE_API_KEY?.trim() || undefined,
    // Free-plan keys end in ":fx" and must use the free endpoint (DeepL's documented rule).
    deeplUrl: env.DEEPL_URL?.trim() || (deeplKey?.endsWith(":fx") ? "https://api-free.deepl.com" : "https://api.deepl.com"),
    deeplKey,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 15_000,
  };
}
