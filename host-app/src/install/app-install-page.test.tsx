import { demoUser, ok } from "@chat/client/test";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations, renderApp } from "../test/render-app.js";
import { createInstallPrompt, type InstallPromptEvent } from "./install-prompt.js";

const me = { "GET /api/account/my-info": () => ok(demoUser()) };

/** What Chromium fires: a cancelable event whose prompt resolves with the user's answer. */
function promptEvent(outcome: "accepted" | "dismissed") {
  const event = new Event("beforeinstallprompt", { cancelable: true }) as InstallPromptEvent;
  let prompted = 0;
  Object.assign(event, {
    prompt: async () => {
      prompted += 1;
    },
    userChoice: Promise.resolve({ outcome }),
  });
  return { event, prompted: () => prompted };
}

describe("/appInstall", () => {
  it("shows the steps per platform when the browser has not offered the install", async () => {
    const { container } = await renderApp({ path: "/appInstall", token: "tok", routes: me });
    expect(await screen.findByRole("heading", { name: "Install the app", level: 1 })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "iPhone and iPad (Safari)" })).toBeTruthy();
    expect(screen.getByText("Tap the Share button, then “Add to Home Screen”.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Android (Chrome)" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Computer (Chrome or Edge)" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Install" })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("offers Install when the browser fired beforeinstallprompt, and shows its dialog", async () => {
    const { env } = await renderApp({ path: "/appInstall", token: "tok", routes: me });
    const stop = env.install.capture(window);
    const offer = promptEvent("accepted");
    window.dispatchEvent(offer.event);
    expect(offer.event.defaultPrevented).toBe(true);
    fireEvent.click(await screen.findByRole("button", { name: "Install" }));
    expect(await screen.findByText("The app is installed.")).toBeTruthy();
    expect(offer.prompted()).toBe(1);
    stop();
  });

  it("is linked from the footer", async () => {
    await renderApp({ path: "/onlineDating", token: "tok", routes: me });
    const link = await screen.findByRole("link", { name: "Install the app" });
    expect(link.getAttribute("href")).toBe("/appInstall");
  });
});

describe("the install prompt store", () => {
  it("uses the offer once; a dismissal leaves the app not installed", async () => {
    const install = createInstallPrompt();
    const stop = install.capture(window);
    const offer = promptEvent("dismissed");
    window.dispatchEvent(offer.event);
    expect(install.$event.get()).toBe(offer.event);
    expect(await install.install()).toBe(false);
    expect(install.$event.get()).toBeNull();
    expect(install.$installed.get()).toBe(false);
    expect(await install.install()).toBe(false);
    expect(offer.prompted()).toBe(1);
    window.dispatchEvent(new Event("appinstalled"));
    await waitFor(() => expect(install.$installed.get()).toBe(true));
    stop();
  });
});
