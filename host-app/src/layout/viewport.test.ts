import { afterEach, describe, expect, it, vi } from "vitest";
import { createScrollBottom, createViewport } from "./viewport.js";

afterEach(() => {
  vi.useRealTimers();
});

/** A scrolling element whose sizes the test sets (jsdom does no layout). */
function scroller(scrollHeight: number, clientHeight: number) {
  const element = document.createElement("div");
  Object.defineProperty(element, "scrollHeight", { value: scrollHeight });
  Object.defineProperty(element, "clientHeight", { value: clientHeight });
  const scrollTo = (top: number) => {
    element.scrollTop = top;
    element.dispatchEvent(new Event("scroll"));
  };
  return { element, scrollTo };
}

describe("given the scroll-bottom signal", () => {
  it("fires 200 ms after the content area reaches its bottom, once per arrival", () => {
    vi.useFakeTimers();
    const signal = createScrollBottom();
    const { element, scrollTo } = scroller(1000, 400);
    const stop = signal.watch(element);
    scrollTo(300);
    vi.advanceTimersByTime(500);
    expect(signal.$scrollBottom.get()).toBe(0);
    scrollTo(600);
    scrollTo(600);
    vi.advanceTimersByTime(199);
    expect(signal.$scrollBottom.get()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(signal.$scrollBottom.get()).toBe(1);
    stop();
  });

  it("does not fire when the user scrolls back up within 200 ms", () => {
    vi.useFakeTimers();
    const signal = createScrollBottom();
    const { element, scrollTo } = scroller(1000, 400);
    signal.watch(element);
    scrollTo(600);
    vi.advanceTimersByTime(100);
    scrollTo(200);
    vi.advanceTimersByTime(500);
    expect(signal.$scrollBottom.get()).toBe(0);
  });
});

describe("given the viewport", () => {
  it("reports a change of width class only, after a 100 ms pause in resizing", () => {
    vi.useFakeTimers();
    const win = new EventTarget() as EventTarget & { innerWidth: number };
    win.innerWidth = 1024;
    const viewport = createViewport(win as unknown as Window);
    const changes: boolean[] = [];
    viewport.onWidthClassChange((wide) => changes.push(wide));
    expect(viewport.$wide.get()).toBe(true);
    win.innerWidth = 900;
    win.dispatchEvent(new Event("resize"));
    vi.advanceTimersByTime(100);
    expect(changes).toEqual([]);
    win.innerWidth = 768;
    win.dispatchEvent(new Event("resize"));
    vi.advanceTimersByTime(50);
    win.innerWidth = 700;
    win.dispatchEvent(new Event("resize"));
    vi.advanceTimersByTime(99);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([false]);
    expect(viewport.$wide.get()).toBe(false);
  });
});
