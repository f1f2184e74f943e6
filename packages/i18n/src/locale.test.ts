import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { describe, expect, it } from "vitest";
import { activateAppLocale } from "./app-locale.js";
import { activateLocale, localeStore } from "./locale.js";

describe("activating a locale", () => {
  it("keeps the web app's words beside the panel's", async () => {
    await activateAppLocale("de");
    expect(localeStore.get()).toBe("de");
    // Only in the web app's catalog, and only in the panel's.
    expect(i18n._(msg`Under maintenance`)).toBe("Wartungsarbeiten");
    expect(i18n._(msg`Recent`)).toBe("Zuletzt");
  });

  it("switches the panel's words with the locale", async () => {
    await activateLocale("ja");
    expect(i18n.locale).toBe("ja");
    expect(i18n._(msg`Recent`)).toBe("最近");
    await activateLocale("en");
  });

  it("applies the locale asked for last, though an earlier one loads later", async () => {
    let release: (messages: Record<string, string>) => void = () => undefined;
    const slow = activateLocale("ko", undefined, new Promise((resolve) => (release = resolve)));
    expect(await activateLocale("es")).toBe(true);
    release({});
    expect(await slow).toBe(false);
    expect(localeStore.get()).toBe("es");
    expect(i18n.locale).toBe("es");
    expect(i18n._(msg`Recent`)).toBe("Recientes");
    await activateLocale("en");
  });
});
