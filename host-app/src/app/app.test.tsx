import { demoUser, envelope, ok } from "@chat/client/test";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../test/render-app.js";

const me = { "GET /api/account/my-info": () => ok(demoUser()) };

describe("given the route guard", () => {
  it.each(["/onlineDating", "/myInfo", "/userHomePage/5", "/chat", "/no-such-page", "/"])(
    "sends a visitor without a token from %s to /login",
    async (path) => {
      await renderApp({ path });
      await waitFor(() => expect(window.location.pathname).toBe("/login"));
      expect(screen.getByRole("button", { name: "Log in" })).toBeTruthy();
    },
  );

  it.each(["/login", "/oldLogin", "/register", "/resetPassword"])("lets a visitor without a token open %s", async (path) => {
    await renderApp({ path });
    expect(window.location.pathname).toBe(path);
    // /register and /resetPassword load on demand.
    expect(await screen.findByRole("main")).toBeTruthy();
  });

  it.each(["/", "/index"])("sends a logged-in user from %s to /onlineDating", async (path) => {
    await renderApp({ path, token: "tok", routes: me });
    await waitFor(() => expect(window.location.pathname).toBe("/onlineDating"));
  });

  it("sends a logged-in user away from the login screen", async () => {
    await renderApp({ path: "/login", token: "tok", routes: me });
    await waitFor(() => expect(window.location.pathname).toBe("/onlineDating"));
  });

  it("answers an address that matches no page with Page not found, under the layout", async () => {
    await renderApp({ path: "/no-such-page", token: "tok", routes: me });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Sections" })).toBeTruthy();
  });

  it("logs out and goes to /login when the stored token is dead", async () => {
    const { env } = await renderApp({
      path: "/myspace",
      token: "dead",
      routes: { "GET /api/account/my-info": () => envelope(401, "Unauthorized: Authorization verification failed", null) },
    });
    await waitFor(() => expect(window.location.pathname).toBe("/login"));
    expect(env.session.$token.get()).toBeNull();
  });
});
