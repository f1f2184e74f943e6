import { afterEach, describe, expect, it, vi } from "vitest";
import { createToasts } from "../index.js";

afterEach(() => {
  vi.useRealTimers();
});

describe("given the toasts store", () => {
  it("shows a toast, lets it be dismissed", () => {
    const toasts = createToasts();
    const id = toasts.notify({ kind: "error", text: "User already exists" });
    expect(toasts.$toasts.get()).toEqual([{ id, kind: "error", text: "User already exists" }]);
    toasts.dismiss(id);
    expect(toasts.$toasts.get()).toEqual([]);
  });

  it("expires toasts by themselves", () => {
    vi.useFakeTimers();
    const toasts = createToasts({ lifeMs: { success: 1000 } });
    toasts.notify({ kind: "success", text: "Saved" });
    vi.advanceTimersByTime(999);
    expect(toasts.$toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts.$toasts.get()).toHaveLength(0);
  });

  it("shows the same text once and keeps at most `max` toasts", () => {
    const toasts = createToasts({ max: 2 });
    toasts.notify({ kind: "info", text: "a" });
    toasts.notify({ kind: "info", text: "a" });
    expect(toasts.$toasts.get()).toHaveLength(1);
    toasts.notify({ kind: "info", text: "b" });
    toasts.notify({ kind: "info", text: "c" });
    expect(toasts.$toasts.get().map((n) => n.text)).toEqual(["b", "c"]);
  });
});
