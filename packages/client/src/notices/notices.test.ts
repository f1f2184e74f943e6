import { afterEach, describe, expect, it, vi } from "vitest";
import { createNotices } from "../index.js";

afterEach(() => {
  vi.useRealTimers();
});

describe("given the notices store", () => {
  it("shows a notice, lets it be dismissed", () => {
    const notices = createNotices();
    const id = notices.notify({ kind: "error", text: "User already exists" });
    expect(notices.$notices.get()).toEqual([{ id, kind: "error", text: "User already exists" }]);
    notices.dismiss(id);
    expect(notices.$notices.get()).toEqual([]);
  });

  it("expires notices by themselves", () => {
    vi.useFakeTimers();
    const notices = createNotices({ lifeMs: { success: 1000 } });
    notices.notify({ kind: "success", text: "Saved" });
    vi.advanceTimersByTime(999);
    expect(notices.$notices.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(notices.$notices.get()).toHaveLength(0);
  });

  it("shows the same text once and keeps at most `max` notices", () => {
    const notices = createNotices({ max: 2 });
    notices.notify({ kind: "info", text: "a" });
    notices.notify({ kind: "info", text: "a" });
    expect(notices.$notices.get()).toHaveLength(1);
    notices.notify({ kind: "info", text: "b" });
    notices.notify({ kind: "info", text: "c" });
    expect(notices.$notices.get().map((n) => n.text)).toEqual(["b", "c"]);
  });
});
