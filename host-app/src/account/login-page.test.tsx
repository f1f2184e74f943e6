import { envelope, loginResult, ok } from "@chat/client/test";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations, renderApp } from "../test/render-app.js";

describe("given the login screen", () => {
  it("shows the server's error and keeps what the user typed", async () => {
    const user = userEvent.setup();
    const { seen } = await renderApp({
      path: "/login",
      routes: { "POST /api/account/login": () => envelope(400, "Wrong account or password.", null) },
    });
    await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "wrongpass1");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Wrong account or password.");
    expect(seen[0]?.body).toEqual({ account: "ada@example.com", password: "wrongpass1" });
    expect(screen.getByLabelText("E-mail")).toHaveProperty("value", "ada@example.com");
    expect(screen.getByLabelText("Password")).toHaveProperty("value", "wrongpass1");
    expect(window.location.pathname).toBe("/login");
  });

  it("shows the maintenance text when the server does not answer", async () => {
    const user = userEvent.setup();
    await renderApp({
      path: "/login",
      routes: { "POST /api/account/login": () => new Response("Bad gateway", { status: 502 }) },
    });
    await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/under maintenance/);
  });

  it("checks empty fields in the browser, tied to the fields, without calling the server", async () => {
    const user = userEvent.setup();
    const { seen } = await renderApp({ path: "/login" });
    await user.click(screen.getByRole("button", { name: "Log in" }));
    const email = screen.getByLabelText("E-mail");
    // The checks (the protocol's schema) load with the first submit.
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    const description = document.getElementById(email.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toBe("Account and password cannot be empty.");
    expect(document.activeElement).toBe(email);
    expect(seen).toHaveLength(0);
  });

  it("logs in and lands on /onlineDating", async () => {
    const user = userEvent.setup();
    const { env } = await renderApp({
      path: "/oldLogin",
      routes: { "POST /api/account/login": () => ok(loginResult("tok-9")) },
    });
    await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(window.location.pathname).toBe("/onlineDating"));
    expect(env.session.$token.get()).toBe("tok-9");
    expect(await screen.findByRole("heading", { name: "Encounter" })).toBeTruthy();
  });

  it("has no axe violations", async () => {
    const { container } = await renderApp({ path: "/login" });
    expect(await axeViolations(container)).toEqual([]);
  });
});
