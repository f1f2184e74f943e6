import { describe, expect, it } from "vitest";
import { leaning, swipeOutcome } from "./swipe.js";

describe("a swipe on a card 400 px wide", () => {
  it("says hi when thrown toward the inline end and passes toward the start, mirrored right to left", () => {
    expect(swipeOutcome(150, 10, 400, "ltr")).toBe("hi");
    expect(swipeOutcome(-150, 10, 400, "ltr")).toBe("pass");
    expect(swipeOutcome(-150, 10, 400, "rtl")).toBe("hi");
    expect(swipeOutcome(150, 10, 400, "rtl")).toBe("pass");
  });

  it("springs back when short or mostly vertical, and is a tap when it hardly moved", () => {
    expect(swipeOutcome(100, 0, 400, "ltr")).toBe("none");
    expect(swipeOutcome(150, 200, 400, "ltr")).toBe("none");
    expect(swipeOutcome(3, -2, 400, "ltr")).toBe("tap");
    // A narrow card still needs a real move.
    expect(swipeOutcome(60, 0, 120, "ltr")).toBe("none");
  });

  it("leans once a third of the throw is made", () => {
    expect(leaning(20, 400, "ltr")).toBeNull();
    expect(leaning(50, 400, "ltr")).toBe("hi");
    expect(leaning(50, 400, "rtl")).toBe("pass");
  });
});
