import { activateLocale, i18n } from "@chat/i18n";
import { I18nProvider } from "@lingui/react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestController } from "../element/controller.js";
import { loadDraggable } from "./frame-drag.js";
import { frameStorageKey } from "./frame-geometry.js";
import { PanelFrame } from "./panel-frame.js";

/**
 * Drags with the mouse the way react-draggable listens: down on the element, move and up on the
 * document. react-draggable loads with the first press on the header; the moves come once it is in.
 */
async function drag(from: Element, dx: number, dy: number) {
  fireEvent.mouseDown(from, { button: 0, clientX: 10, clientY: 10 });
  await act(async () => {
    await loadDraggable();
  });
  fireEvent.mouseMove(document, { clientX: 10 + dx / 2, clientY: 10 + dy / 2 });
  fireEvent.mouseMove(document, { clientX: 10 + dx, clientY: 10 + dy });
  fireEvent.mouseUp(document, { clientX: 10 + dx, clientY: 10 + dy });
}

async function renderFrame() {
  await activateLocale("en");
  const controller = createTestController();
  controller.$open.set(true);
  const view = render(
    <I18nProvider i18n={i18n}>
      <PanelFrame controller={controller}>
        <p>body</p>
      </PanelFrame>
    </I18nProvider>,
  );
  const dialog = screen.getByRole("dialog", { name: "Chat" });
  return { ...view, controller, dialog, header: dialog.querySelector("header") as HTMLElement };
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe("the floating panel", () => {
  it("moves with its header dragged (react-draggable, loaded by the first press, which drags) and remembers the place for the site", async () => {
    const { dialog, header, unmount } = await renderFrame();
    expect(dialog.style.transform).toBe("translate(0px, 0px)");
    await drag(header, 120, 60);
    expect(dialog.style.transform).toBe("translate(120px, 60px)");
    expect(JSON.parse(localStorage.getItem(frameStorageKey()) ?? "null")).toEqual({ x: 120, y: 60 });
    unmount();

    const again = await renderFrame();
    expect(again.dialog.style.transform).toBe("translate(120px, 60px)");
    await drag(again.header, 30, 20);
    expect(again.dialog.style.transform).toBe("translate(150px, 80px)");
  });

  it("does not move when the press starts on a header button", async () => {
    const { dialog } = await renderFrame();
    const fullscreen = screen.getByRole("button", { name: "Full screen" });
    await drag(fullscreen.querySelector("span") as Element, 120, 60);
    expect(dialog.style.transform).toBe("translate(0px, 0px)");
    expect(localStorage.getItem(frameStorageKey())).toBeNull();
  });

  it("keeps the same panel across Full screen, without the dragged place while full screen", async () => {
    const { dialog, header, controller } = await renderFrame();
    await drag(header, 120, 60);
    act(() => controller.setFullscreen(true));
    const full = screen.getByRole("dialog", { name: "Chat" });
    expect(full).toBe(dialog);
    expect(full.className).toContain("panel--fullscreen");
    expect(full.style.transform).toBe("");
    await drag(header, 50, 50);
    expect(localStorage.getItem(frameStorageKey())).toBe(JSON.stringify({ x: 120, y: 60 }));
    act(() => controller.setFullscreen(false));
    expect(dialog.style.transform).toBe("translate(120px, 60px)");
  });
});

describe("the panel filling the screen", () => {
  it("follows the visual viewport (a phone's keyboard shrinks it) while full screen, and lets go when floating again", async () => {
    const viewport = Object.assign(new EventTarget(), { height: 800, offsetTop: 0 });
    Object.defineProperty(globalThis, "visualViewport", { value: viewport, configurable: true });
    try {
      const { dialog, controller } = await renderFrame();
      expect(dialog.style.getPropertyValue("--chat-vv-height")).toBe("");
      act(() => controller.setFullscreen(true));
      expect(dialog.style.getPropertyValue("--chat-vv-height")).toBe("800px");
      // The keyboard opens: the visual viewport is 500 px high and scrolled 40 px down.
      act(() => {
        Object.assign(viewport, { height: 500, offsetTop: 40 });
        viewport.dispatchEvent(new Event("resize"));
      });
      expect(dialog.style.getPropertyValue("--chat-vv-height")).toBe("500px");
      expect(dialog.style.getPropertyValue("--chat-vv-top")).toBe("40px");
      act(() => controller.setFullscreen(false));
      expect(dialog.style.getPropertyValue("--chat-vv-height")).toBe("");
    } finally {
      Reflect.deleteProperty(globalThis, "visualViewport");
    }
  });
});
