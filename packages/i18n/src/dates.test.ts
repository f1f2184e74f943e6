import { afterEach, describe, expect, it } from "vitest";
import { activateDateLocale, formatChatTime, formatDate, formatDateTime, formatRelative } from "./dates.js";

// Local-time constructor so the expectations hold in every time zone.
const moment = new Date(2026, 2, 7, 9, 5, 3);

describe("dates in the spec's forms", () => {
  afterEach(() => activateDateLocale("en"));

  it("formats YYYY-MM-DD, YYYY-MM-DD HH:mm:ss and chat times MM-DD HH:mm in every locale", async () => {
    for (const locale of ["en", "ar", "zh-CN"] as const) {
      await activateDateLocale(locale);
      expect(formatDate(moment)).toBe("2026-03-07");
      expect(formatDateTime(moment)).toBe("2026-03-07 09:05:03");
      expect(formatChatTime(moment)).toBe("03-07 09:05");
    }
  });

  it("gives relative times in the loaded locale", async () => {
    const now = moment.getTime() + 3 * 60_000;
    expect(formatRelative(moment, now)).toBe("3 minutes ago");
    await activateDateLocale("de");
    expect(formatRelative(moment, now)).toBe("vor 3 Minuten");
    await activateDateLocale("ja");
    expect(formatRelative(moment, now)).toBe("3分前");
  });
});
