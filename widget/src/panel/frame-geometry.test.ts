import { describe, expect, it } from "vitest";
import { frameStorageKey, keepOnScreen, readFrame, writeFrame } from "./frame-geometry.js";

function memory(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe("the remembered frame", () => {
  it("is kept per site under chat-panel:frame:<origin>", () => {
    expect(frameStorageKey("https://partner.example")).toBe("chat-panel:frame:https://partner.example");
    const storage = memory();
    writeFrame(storage, { x: -200, y: -100, width: 500, height: 600 });
    expect(JSON.parse(storage.values.get(frameStorageKey()) ?? "")).toEqual({ x: -200, y: -100, width: 500, height: 600 });
    expect(readFrame(storage)).toEqual({ x: -200, y: -100, width: 500, height: 600 });
  });

  it("starts at the default place when nothing, garbage or a blocked storage is found", () => {
    expect(readFrame(memory())).toEqual({ x: 0, y: 0 });
    expect(readFrame(memory({ [frameStorageKey()]: "{not json" }))).toEqual({ x: 0, y: 0 });
    expect(readFrame(memory({ [frameStorageKey()]: JSON.stringify({ x: "1", y: 2 }) }))).toEqual({ x: 0, y: 0 });
    expect(readFrame(memory({ [frameStorageKey()]: JSON.stringify({ x: 1, y: 2, width: 3 }) }))).toEqual({ x: 1, y: 2 });
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(readFrame(blocked)).toEqual({ x: 0, y: 0 });
    expect(() => writeFrame(blocked, { x: 1, y: 1 })).not.toThrow();
  });
});

describe("keepOnScreen", () => {
  const viewport = { width: 1000, height: 800 };
  const rect = { left: 600, top: 200, width: 380 };

  it("lets a move inside the viewport through", () => {
    expect(keepOnScreen({ x: -200, y: -100 }, { x: 0, y: 0 }, rect, viewport)).toEqual({ x: -200, y: -100 });
  });

  it("stops the panel at the left, right and top edges and keeps the header above the bottom", () => {
    expect(keepOnScreen({ x: -900, y: 0 }, { x: 0, y: 0 }, rect, viewport)).toEqual({ x: -600, y: 0 });
    expect(keepOnScreen({ x: 100, y: 0 }, { x: 0, y: 0 }, rect, viewport)).toEqual({ x: 20, y: 0 });
    expect(keepOnScreen({ x: 0, y: -500 }, { x: 0, y: 0 }, rect, viewport)).toEqual({ x: 0, y: -200 });
    expect(keepOnScreen({ x: 0, y: 900 }, { x: 0, y: 0 }, rect, viewport)).toEqual({ x: 0, y: 552 });
  });

  it("measures from where the panel is now, not from its CSS place", () => {
    // Already moved 100 px left: the box is at 500, so 500 more to the left is the edge.
    expect(keepOnScreen({ x: -700, y: 0 }, { x: -100, y: 0 }, { ...rect, left: 500 }, viewport)).toEqual({ x: -600, y: 0 });
  });
});
