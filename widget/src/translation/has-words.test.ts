import { describe, expect, it } from "vitest";
import { hasWords } from "./has-words.js";

describe("hasWords", () => {
  it("finds words in any script, with emoji around them", () => {
    for (const text of ["Hola", "ok 👍", "[smile] see you", "写真ありがとう", "مرحبا", "ㅋㅋㅋ", "Привет!", "Καλημέρα"]) {
      expect(hasWords(text), text).toBe(true);
    }
  });

  it("finds none in emoji, whitespace, punctuation, digits and symbols alone", () => {
    for (const text of ["", "   \n", "😀", "👍🏽❤️‍🔥", "🇯🇵", "[smile][heart]", " [wave] !!! ", "?!…", "¿¡", "1️⃣ 42", "😂😂😂", "♥ ★ ✓", "«»—"]) {
      expect(hasWords(text), text).toBe(false);
    }
  });

  it("reads a bracketed name outside the emoji list as text", () => {
    expect(hasWords("[hello]")).toBe(true);
  });
});
