import { describe, expect, it } from "vitest";
import { backoffDelay } from "./backoff.js";

describe("backoffDelay", () => {
  it("doubles from 1 s and stops at 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map((n) => backoffDelay(n, 0.999999))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it("spreads clients over the upper half of the wait (jitter)", () => {
    expect(backoffDelay(3, 0)).toBe(2000);
    expect(backoffDelay(3, 0.5)).toBe(3000);
  });
});
