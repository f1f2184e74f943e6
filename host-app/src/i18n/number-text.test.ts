import { describe, expect, it } from "vitest";
import { numberText } from "./number-text.js";

describe("numberText", () => {
  it("groups the thousands as the locale does", () => {
    expect(numberText("en", 2000)).toBe("2,000");
    expect(numberText("de", 2000)).toBe("2.000");
    expect(numberText("en", 1234567)).toBe("1,234,567");
    expect(numberText("de", 7000)).toBe("7.000");
  });

  it("leaves small numbers as they are", () => {
    expect(numberText("en", 12)).toBe("12");
    expect(numberText("de", 0)).toBe("0");
  });
});
