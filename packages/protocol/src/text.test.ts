import { describe, expect, it } from "vitest";
import { LIMITS } from "./constants.js";
import { exceedsTextLength, isBlank, textLength } from "./text.js";
import { messageText } from "./text-schema.js";

describe("textLength", () => {
  it("counts ASCII by characters", () => {
    expect(textLength("")).toBe(0);
    expect(textLength("hello")).toBe(5);
    expect(textLength("a\r\nb")).toBe(3);
  });

  it("counts emoji sequences, flags and combining marks as one", () => {
    expect(textLength("👍🏽")).toBe(1); // skin tone
    expect(textLength("👨‍👩‍👧‍👦")).toBe(1); // ZWJ family
    expect(textLength("🏳️‍🌈")).toBe(1);
    expect(textLength("🇯🇵🇫🇷")).toBe(2);
    expect(textLength("e\u0301")).toBe(1); // e + combining acute
    expect(textLength("Z\u0351\u036b\u0343\u036a")).toBe(1);
    expect(textLength("한국어")).toBe(3);
    expect(textLength("\u1100\u1161\u11a8")).toBe(1); // conjoining jamo form one syllable
    expect(textLength("你好")).toBe(2);
    expect(textLength("𠀋")).toBe(1); // astral CJK: two UTF-16 units
  });
});

describe("exceedsTextLength", () => {
  it("agrees with textLength around the limit", () => {
    const emoji = "👍🏽".repeat(LIMITS.textChars);
    expect(exceedsTextLength(emoji, LIMITS.textChars)).toBe(false);
    expect(exceedsTextLength(emoji + "a", LIMITS.textChars)).toBe(true);
  });

  // How fast is a benchmark's question, not a unit test's (a loaded machine made a timed check fail).
  it("answers on a huge input", () => {
    const huge = "é".repeat(5_000_000);
    expect(exceedsTextLength(huge, LIMITS.textChars)).toBe(true);
    expect(exceedsTextLength(huge.slice(0, LIMITS.textChars), LIMITS.textChars)).toBe(false);
  });
});

describe("isBlank", () => {
  it.each([
    "",
    " ",
    "\t\n\r",
    "\u3000", // ideographic space
    "\u00a0", // NBSP
    "\u200b", // zero-width space
    "\u200d", // zero-width joiner
    "\ufeff", // BOM
    "\u2028\u2029\u2003\u202f\u205f",
    " \u200b\u3000\u00a0 ",
    "\u3164", // Hangul filler
  ])("%j is blank", (s) => {
    expect(isBlank(s)).toBe(true);
  });

  it.each(["a", " a ", "。", "👍", "\u3000你\u3000", "0", "e\u0301"])("%j is not blank", (s) => {
    expect(isBlank(s)).toBe(false);
  });
});

describe("messageText", () => {
  const issue = (v: unknown) => {
    const r = messageText.safeParse(v);
    return r.success ? null : r.error.issues[0]?.message;
  };

  it("accepts normal text up to the limit in user-perceived characters", () => {
    expect(issue("hi")).toBeNull();
    expect(issue("a".repeat(LIMITS.textChars))).toBeNull();
    // 1000 emoji are 1000 characters although far more UTF-16 units.
    expect(issue("👨‍👩‍👧".repeat(LIMITS.textChars))).toBeNull();
  });

  it("refuses blank text with messageBlank", () => {
    expect(issue("")).toBe("messageBlank");
    expect(issue(" \u3000\u200b")).toBe("messageBlank");
    expect(issue(42)).toBe("messageBlank");
  });

  it("refuses more than 1000 characters with messageTooLong", () => {
    expect(issue("a".repeat(LIMITS.textChars + 1))).toBe("messageTooLong");
    expect(issue("😀".repeat(LIMITS.textChars + 1))).toBe("messageTooLong");
  });
});

describe("textLength on long input", () => {
  it("matches a plain count across chunk boundaries", () => {
    const parts = ["a", "é", "e\u0301", "👍🏽", "👨‍👩‍👧‍👦", "🇯🇵", "\r\n", "한", "𠀋", "Z\u0351\u036b"];
    let s = "";
    let expected = 0;
    for (let i = 0; i < 5000; i++) {
      s += parts[(i * 7) % parts.length];
      expected++;
    }
    expect(textLength(s)).toBe(expected);
  });

  it("handles one cluster longer than a chunk", () => {
    expect(textLength("a" + "\u0301".repeat(5000) + "b")).toBe(2);
  });

  it("is linear: 200k non-ASCII characters count quickly", () => {
    const t = performance.now();
    expect(textLength("é".repeat(200_000))).toBe(200_000);
    expect(performance.now() - t).toBeLessThan(2000);
  });
});
