import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { apertiumTranslator } from "./apertium.js";
import { which } from "./apertium-supervisor.js";
import { supervisedApertium } from "./apertium-supervisor.js";
import { convertChineseScript } from "./chinese-script.js";
import { deeplTranslator } from "./deepl.js";
import { libreTranslator } from "./libretranslate.js";
import { TranslationError } from "./provider.js";
import { chargeableChars } from "./segments.js";

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

async function fake(handler: Handler): Promise<string> {
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => handler(req, body, res));
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}

const json = (res: ServerResponse, status: number, value: unknown) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(value));
};

describe("translation adapters", () => {
  it("DeepL: POST /v2/translate with the auth header, EN-US/ZH-HANT targets; 400 is an unsupported pair", async () => {
    const seen: unknown[] = [];
    const url = await fake((req, body, res) => {
      if (req.url !== "/v2/translate" || req.headers.authorization !== "DeepL-Auth-Key k:fx") return json(res, 403, { message: "Forbidden" });
      const b = JSON.parse(body) as { text: string[]; target_lang: string; source_lang: string };
      seen.push(b);
      if (b.target_lang === "EL") return json(res, 400, { message: "Value for 'target_lang' not supported." });
      json(res, 200, { translations: [{ detected_source_language: b.source_lang, text: `${b.target_lang}:${b.text[0]}` }] });
    });
    const deepl = deeplTranslator(url, "k:fx", 2000);
    expect(await deepl.translate("Hola", "es", "en")).toBe("EN-US:Hola");
    expect(await deepl.translate("Hello", "en", "zh-TW")).toBe("ZH-HANT:Hello");
    expect(seen[0]).toEqual({ text: ["Hola"], source_lang: "ES", target_lang: "EN-US" });
    await expect(deepl.translate("x", "en", "el")).rejects.toMatchObject({ kind: "unsupported" });
    await expect(deeplTranslator(url, "wrong", 2000).translate("x", "en", "de")).rejects.toMatchObject({ kind: "failed" });
  });

  it("LibreTranslate: POST /translate {q, source, target, format, api_key}; errors map to kinds", async () => {
    const url = await fake((req, body, res) => {
      const b = JSON.parse(body) as { q: string; source: string; target: string; format: string; api_key?: string };
      if (b.api_key !== "secret") return json(res, 403, { error: "Invalid API key" });
      if (b.target === "fi") return json(res, 400, { error: "fi is not supported" });
      if (b.format !== "text") return json(res, 500, { error: "bad" });
      json(res, 200, { translatedText: `${b.source}>${b.target}:${b.q}` });
    });
    const libre = libreTranslator(url, "secret", 2000);
    expect(await libre.translate("Hello", "en", "zh-CN")).toBe("en>zh-Hans:Hello");
    await expect(libre.translate("Hello", "en", "fi")).rejects.toMatchObject({ kind: "unsupported" });
    await expect(libreTranslator(url, undefined, 2000).translate("Hello", "en", "es")).rejects.toBeInstanceOf(TranslationError);
    await expect(libreTranslator("http://127.0.0.1:1", undefined, 500).translate("x", "en", "es")).rejects.toMatchObject({ kind: "failed" });
  });

  it("counts only translatable characters and converts Chinese scripts by table", () => {
    expect(chargeableChars("hi [smile] https://x.example/path 👍🏽 there")).toBe(7);
    expect(chargeableChars("  ")).toBe(0);
    expect(convertChineseScript("這個問題", "zh-CN")).toBe("这个问题");
  });
});

// Needs Debian's apertium-apy and apertium-eng-spa (.ci/run installs them); skipped where they are missing.
describe.skipIf(!which("apertium-apy"))("Apertium APy (real engine)", () => {
  const engine = supervisedApertium({ apyPath: which("apertium-apy") ?? "", timeoutMs: 20_000 });
  afterAll(() => engine.close?.());

  it("translates English to Spanish through a supervised loopback APy, and refuses a pair it lacks", async () => {
    expect((await engine.translate("Good morning, my friend", "en", "es")).toLowerCase()).toContain("amigo");
    await expect(engine.translate("Hello", "en", "fi")).rejects.toMatchObject({ kind: "unsupported" });
  }, 60_000);

  it("the plain adapter reports an unreachable server as a failure", async () => {
    await expect(apertiumTranslator("http://127.0.0.1:1", 500).translate("Hello", "en", "es")).rejects.toMatchObject({ kind: "failed" });
  });
});
