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
});
