import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { describe, expect, it } from "vitest";
import { activateAppLocale } from "./app-locale.js";
import { activateCatalog } from "./catalog.js";
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

describe("two choices of language in flight", () => {
  it("activates the later choice even when the earlier one's catalog arrives last", async () => {
    await activateLocale("en");
    // English is loaded now and answers at once; Korean's catalog and dates are loaded for the first
    // time and arrive after it.
    const earlier = activateLocale("ko");
    const later = activateLocale("en");
    await Promise.all([earlier, later]);
    expect(i18n.locale).toBe("en");
    expect(localeStore.get()).toBe("en");
    expect(i18n._(msg`Recent`)).toBe("Recent");
  });

  it("holds for the catalog alone, as the element activates it", async () => {
    await activateCatalog("en");
    await Promise.all([activateCatalog("sk"), activateCatalog("en")]);
    expect(i18n.locale).toBe("en");
  });
});
