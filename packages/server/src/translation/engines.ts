/** TRANSLATOR → the engine: apertium (a URL, else a supervised local APy when installed), libretranslate, deepl, none. */
import type { TranslatorConfig } from "./config.js";
import { apertiumTranslator } from "./apertium.js";
import { supervisedApertium, which } from "./apertium-supervisor.js";
import { deeplTranslator } from "./deepl.js";
import { libreTranslator } from "./libretranslate.js";
import { noTranslator } from "./provider.js";
import type { Translator } from "./provider.js";

export function createTranslator(config: TranslatorConfig, log?: (line: string) => void): Translator {
  const kind = config.kind;
  if (kind === "none") return noTranslator;
  if (kind === "libretranslate" && config.libretranslateUrl) return libreTranslator(config.libretranslateUrl, config.libretranslateKey, config.timeoutMs);
  if (kind === "deepl" && config.deeplKey) return deeplTranslator(config.deeplUrl, config.deeplKey, config.timeoutMs);
  if (config.apertiumUrl) return apertiumTranslator(config.apertiumUrl, config.timeoutMs);
  const apyPath = which("apertium-apy");
  if (apyPath) return supervisedApertium({ apyPath, timeoutMs: config.timeoutMs, ...(log ? { log } : {}) });
  return noTranslator;
}
