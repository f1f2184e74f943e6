/**
 * Translate / Show original for moments and comments: each text is translated once through the
 * server (same engine, cache and charges as chat), then switches between the translation and the
 * original without asking again.
 */
import type { TranslateFailReason } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { errorCode, errorText } from "../api/api-error.js";
import { translateMoment } from "./moments-api.js";

export type TranslatedKind = "moment" | "comment";

export type TranslationView =
  | { status: "loading" }
  /** `from`: the language the server found the text to be in. */
  | { status: "shown"; text: string; from: string | null }
  | { status: "original"; text: string; from: string | null }
  /** Not translated, and why (nothing was charged). */
  | { status: "unavailable"; reason: TranslateFailReason; from: string | null }
  | { status: "failed"; error: string; code: number };

export interface MomentTranslations {
  /** By `translationKey(kind, id)`. */
  $views: ReadableAtom<Record<string, TranslationView>>;
  /** Shows the translation (asking the server only the first time); resolves the failure's code, else 0. */
  translate(kind: TranslatedKind, id: number): Promise<number>;
  showOriginal(kind: TranslatedKind, id: number): void;
}

export const translationKey = (kind: TranslatedKind, id: number) => `${kind}:${id}`;

/** What translating `text` may cost (spec: characters first, then 1 coin per started 100 characters). */
export function translationCost(text: string, charsPerCoin = 100): { characters: number; coins: number } {
  const characters = [...text].length;
  return { characters, coins: Math.ceil(characters / charsPerCoin) };
}

export function createMomentTranslations(options: { api: ApiClient; targetLanguage?: () => string | undefined }): MomentTranslations {
  const { api } = options;
  const $views = atom<Record<string, TranslationView>>({});
  const set = (key: string, view: TranslationView) => $views.set({ ...$views.get(), [key]: view });
  return {
    $views,
    async translate(kind, id) {
      const key = translationKey(kind, id);
      const known = $views.get()[key];
      if (known?.status === "loading") return 0;
      if (known?.status === "original" || known?.status === "shown") {
        set(key, { ...known, status: "shown" });
        return 0;
      }
      set(key, { status: "loading" });
      try {
        const reply = await translateMoment(api, kind, id, options.targetLanguage?.());
        const from = reply.detectedLanguage;
        set(key, reply.translateSuccess ? { status: "shown", text: reply.translateContent, from } : { status: "unavailable", reason: reply.reason ?? "engineFailed", from });
        return 0;
      } catch (error) {
        const code = errorCode(error);
        set(key, { status: "failed", error: errorText(error) || String(error), code });
        return code || -1;
      }
    },
    showOriginal(kind, id) {
      const key = translationKey(kind, id);
      const known = $views.get()[key];
      if (known?.status === "shown") set(key, { ...known, status: "original" });
      else if (known?.status === "failed" || known?.status === "unavailable") {
        const rest = { ...$views.get() };
        delete rest[key];
        $views.set(rest);
      }
    },
  };
}
