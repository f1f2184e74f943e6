import { describe, expect, it } from "vitest";
import { ageOn } from "./user-info.js";

describe("ageOn", () => {
  const on = (iso: string) => Date.parse(`${iso}T12:00:00Z`);
  it("counts full years, turning over on the birthday", () => {
    expect(ageOn("2000-03-10", on("2025-03-09"))).toBe(24);
    expect(ageOn("2000-03-10", on("2025-03-10"))).toBe(25);
    expect(ageOn("2000-02-29", on("2025-02-28"))).toBe(24);
    expect(ageOn("2000-02-29", on("2025-03-01"))).toBe(25);
  });
  it("is null without a usable birthday", () => {
    expect(ageOn(null, on("2025-01-01"))).toBeNull();
    expect(ageOn("soon", on("2025-01-01"))).toBeNull();
    expect(ageOn("2030-01-01", on("2025-01-01"))).toBeNull();
  });
});
