import { fakeFetch } from "@chat/client/test";
import { i18n } from "@chat/i18n";
import { activateAppLocale } from "@chat/i18n/app";
import type { ChatLiveNotice, ChatPanelElement } from "@chat/widget";
import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EnvProvider } from "../common/env-context.js";
import { testEnvironment } from "../test/render-app.js";
import { ToastRegion } from "./toast-region.js";

/** The toast region beside a stand-in for the mounted `<chat-panel>` (its events and `isOpen`). */
async function renderToasts() {
  await activateAppLocale("en");
  const env = testEnvironment(null, fakeFetch({}).fetch);
  const panel = Object.assign(document.createElement("div"), { isOpen: false }) as unknown as ChatPanelElement & { isOpen: boolean };
  env.chatPanel.$element.set(panel);
  render(
    <I18nProvider i18n={i18n}>
      <EnvProvider value={env}>
        <ToastRegion />
      </EnvProvider>
    </I18nProvider>,
  );
  const tell = (detail: ChatLiveNotice) => act(() => void panel.dispatchEvent(new CustomEvent("chat-live-notice", { detail, bubbles: true, composed: true })));
  return { env, panel, tell };
}

describe("the web app's toasts, given a mounted chat panel", () => {
  it("take an error or a success away when the user leaves the page, not one announcing the move", async () => {
    const { env } = await renderToasts();
    act(() => void env.toasts.notify({ kind: "error", text: "Could not save" }));
    act(() => void env.toasts.notify({ kind: "success", text: "Saved" }));
    expect(screen.getByRole("alert").textContent).toBe("Could not save");
    await new Promise((resolve) => setTimeout(resolve, 0));
    act(() => env.router.open("/shopping"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByText("Saved")).toBeNull();
    // An order placed, then its orders page opened: the toast is about the page it opens.
    act(() => {
      env.toasts.notify({ kind: "success", text: "Bought: Roses" });
      env.router.open("/myOrder");
    });
    expect(screen.getByRole("status").textContent).toContain("Bought: Roses");
  });

  it("show a new follower, a like and a comment the panel tells of, politely", async () => {
    const { tell } = await renderToasts();
    tell({ kind: "followed", userId: 5, nickname: "Ada" });
    expect(screen.getByRole("status").textContent).toBe("Ada followed you");
    tell({ kind: "liked", userId: 5, nickname: "Ada", dynamicId: 3 });
    expect(screen.getByRole("status").textContent).toBe("Ada liked your moment");
    // One notice at a time: the newest replaces the one before instead of stacking.
    tell({ kind: "commented", userId: 5, nickname: "Ada", dynamicId: 3 });
    expect(screen.getAllByRole("status").map((s) => s.textContent)).toEqual(["Ada commented on your moment"]);
  });

  it("show an accepted friend request while the panel is closed; the open panel shows it itself", async () => {
    const { panel, tell } = await renderToasts();
    panel.isOpen = true;
    tell({ kind: "friend-accepted", userId: 5, nickname: "Ada" });
    expect(screen.queryByRole("status")).toBeNull();
    panel.isOpen = false;
    tell({ kind: "friend-accepted", userId: 5, nickname: "Ada" });
    expect(screen.getByRole("status").textContent).toBe("Ada accepted your friend request");
  });
});
