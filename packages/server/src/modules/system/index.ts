/**
 * The system module: GET /api/system/language, dialogue, hobby, occupation, height, weight, region,
 * option (the dictionaries the profile, privacy and chat screens use), GET /api/health (liveness) and
 * GET /api/ready (readiness.ts).
 */
import { readFileSync } from "node:fs";
import { ADD_FRIEND_CHOICES, CODE, GENDERS, LOCALES, MOMENT_INTERACTION_CHOICES, PROFILE_LIMITS } from "@chat/protocol";
import type { FormOptions, Health, LanguageOption, Locale, MessageKey, Option } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { AppError, envelope, ok } from "../../http/envelope.js";
import { ping } from "../../db/migrations.js";
import { t } from "../../i18n.js";
import { HOBBIES, OCCUPATIONS, REGION_CODES } from "./dictionaries.js";
import { registerReadiness } from "./readiness.js";

// What other features use of this one.
export { isRegionCode } from "./dictionaries.js";

const VERSION = (JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as { version: string }).version;

const options = (entries: ReadonlyArray<readonly [string, string]>): Option[] => entries.map(([id, name]) => ({ id, name }));

function range(min: number, max: number, locale: Locale, unit: "centimeter" | "kilogram"): Option[] {
  const format = new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short" });
  return Array.from({ length: max - min + 1 }, (_, i) => ({ id: String(min + i), name: format.format(min + i) }));
}

const regionCache = new Map<Locale, Option[]>();
/** Region names in the locale, sorted the way that locale sorts. */
export function regionsIn(locale: Locale): Option[] {
  let regions = regionCache.get(locale);
  if (!regions) {
    const names = new Intl.DisplayNames([locale, "en"], { type: "region" });
    const collator = new Intl.Collator(locale);
    regions = REGION_CODES.map((id) => ({ id, name: names.of(id) ?? id })).sort((a, b) => collator.compare(a.name, b.name));
    regionCache.set(locale, regions);
  }
  return regions;
}

const GENDER_LABELS: Record<(typeof GENDERS)[number], MessageKey> = { 0: "optionMale", 1: "optionFemale", 2: "optionOther" };
const ADD_FRIEND_LABELS: Record<(typeof ADD_FRIEND_CHOICES)[number], MessageKey> = {
  anyone: "optionAddFriendAnyone",
  verification: "optionAddFriendVerification",
};
const MOMENT_LABELS: Record<(typeof MOMENT_INTERACTION_CHOICES)[number], MessageKey> = {
  public: "optionMomentsPublic",
  private: "optionMomentsPrivate",
};

/** The forms' choice lists with their labels in the locale; the ids are the wire values. */
export function formOptionsIn(locale: Locale): FormOptions {
  return {
    gender: GENDERS.map((id) => ({ id, name: t(locale, GENDER_LABELS[id]) })),
    addFriend: ADD_FRIEND_CHOICES.map((id) => ({ id, name: t(locale, ADD_FRIEND_LABELS[id]) })),
    momentInteractions: MOMENT_INTERACTION_CHOICES.map((id) => ({ id, name: t(locale, MOMENT_LABELS[id]) })),
  };
}

export function registerSystemModule(app: FastifyInstance, ctx: AppContext): void {
  app.get("/api/system/language", async (request) => {
    const list: LanguageOption[] = LOCALES.map(({ code, language }) => ({ code, language }));
    return ok(request.locale, list);
  });
  // The languages a chat can be translated to: every UI language is a target of the translation
  // engines (translate.ts sends any of these codes), named in its own language.
  app.get("/api/system/dialogue", async (request) => {
    const list: LanguageOption[] = LOCALES.map(({ code, language }) => ({ code, language }));
    return ok(request.locale, list);
  });
  app.get("/api/system/option", async (request) => ok(request.locale, formOptionsIn(request.locale)));
  app.get("/api/system/hobby", async (request) => ok(request.locale, options(HOBBIES)));
  app.get("/api/system/occupation", async (request) => ok(request.locale, options(OCCUPATIONS)));
  app.get("/api/system/height", async (request) =>
    ok(request.locale, range(PROFILE_LIMITS.heightCm.min, PROFILE_LIMITS.heightCm.max, request.locale, "centimeter")),
  );
  app.get("/api/system/weight", async (request) =>
    ok(request.locale, range(PROFILE_LIMITS.weightKg.min, PROFILE_LIMITS.weightKg.max, request.locale, "kilogram")),
  );
  app.get("/api/system/region", async (request) => ok(request.locale, regionsIn(request.locale)));

  app.get("/api/health", async () => {
    try {
      await ping(ctx.database);
    } catch {
      throw new AppError(CODE.unavailable, "maintenance", CODE.unavailable);
    }
    const health: Health = {
      version: VERSION,
      database: ctx.database.dialect,
      uptimeS: Math.floor((ctx.clock.now() - ctx.startedAt) / 1000),
      maintenance: ctx.config.maintenance,
    };
    return envelope(200, "ok", health);
  });
  registerReadiness(app, ctx);
}
