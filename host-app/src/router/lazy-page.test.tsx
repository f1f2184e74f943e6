import { i18n } from "@chat/i18n";
import { activateAppLocale } from "@chat/i18n/app";
import { LIMITS } from "@chat/protocol";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lazyPage } from "./lazy-page.js";

const Mall = () => <h1>Mall</h1>;
const module = { MallPage: Mall as ComponentType<object> };
const show = (Page: ComponentType<object>) =>
  render(
    <I18nProvider i18n={i18n}>
      <Page />
    </I18nProvider>,
  );
const message = () => screen.queryByRole("alert");

beforeEach(async () => {
  await activateAppLocale("en");
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("given a page whose chunk loads on demand", () => {
  it("shows nothing while it loads, then the page", async () => {
    const Page = lazyPage(() => Promise.resolve(module), "MallPage");
    show(Page);
    expect(await screen.findByRole("heading", { name: "Mall" })).toBeTruthy();
    expect(message()).toBeNull();
  });

  it("says it could not load when the chunk has not come after the spec's 120 s, and Try again asks again", async () => {
    vi.useFakeTimers();
    expect(LIMITS.chunkLoadTimeoutMs).toBe(120_000);
    let calls = 0;
    // The first request never answers (a stalled connection); the second brings the page.
    const Page = lazyPage(() => (++calls === 1 ? new Promise<typeof module>(() => {}) : Promise.resolve(module)), "MallPage");
    show(Page);
    await act(() => vi.advanceTimersByTimeAsync(119_999));
    expect(message()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(message()?.textContent).toBe("This page could not load. Check your connection and try again.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole("heading", { name: "Mall" })).toBeTruthy();
    expect(message()).toBeNull();
    expect(calls).toBe(2);
  });

  it("takes another limit when one is given", async () => {
    vi.useFakeTimers();
    const Page = lazyPage(() => new Promise<typeof module>(() => {}), "MallPage", 5_000);
    show(Page);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(message()).toBeTruthy();
  });

  it("says so at once when the chunk fails (a network error), and shows the page once a retry gets it", async () => {
    let fail = true;
    const Page = lazyPage(() => (fail ? Promise.reject(new TypeError("Failed to fetch dynamically imported module")) : Promise.resolve(module)), "MallPage");
    show(Page);
    expect((await screen.findByRole("alert")).textContent).toContain("could not load");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Mall" })).toBeTruthy();
  });

  it("a page that failed tries again by itself when it is shown again", async () => {
    let fail = true;
    const Page = lazyPage(() => (fail ? Promise.reject(new Error("offline")) : Promise.resolve(module)), "MallPage");
    const first = show(Page);
    await screen.findByRole("alert");
    first.unmount();
    fail = false;
    show(Page);
    expect(await screen.findByRole("heading", { name: "Mall" })).toBeTruthy();
  });
});
