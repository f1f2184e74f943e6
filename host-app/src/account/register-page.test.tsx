import { envelope, loginResult, ok } from "@chat/client/test";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations, renderApp } from "../test/render-app.js";

afterEach(() => {
  vi.useRealTimers();
});

function describedText(element: HTMLElement): string | undefined {
  return document.getElementById(element.getAttribute("aria-describedby") ?? "")?.textContent ?? undefined;
}

describe("given the registration screen", () => {
  it("refuses a confirmation that does not match, tied to the field, without calling the server", async () => {
    const user = userEvent.setup();
    const { seen } = await renderApp({ path: "/register" });
    await screen.findByRole("main");
    await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await user.type(screen.getByLabelText("Verification code"), "123456");
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.type(screen.getByLabelText("Confirm password"), "secret124");
    await user.click(screen.getByRole("button", { name: "Register" }));

    const confirm = screen.getByLabelText("Confirm password");
    expect(confirm.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(confirm)).toBe("The passwords do not match.");
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBeNull();
    expect(seen).toHaveLength(0);
  });

  it("shows the protocol's rules for a bad e-mail, code and password", async () => {
    const user = userEvent.setup();
    await renderApp({ path: "/register" });
    await screen.findByRole("main");
    await user.type(screen.getByLabelText("E-mail"), "not-an-address");
    await user.type(screen.getByLabelText("Verification code"), "12");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(describedText(screen.getByLabelText("E-mail"))).toBe("Please enter a valid e-mail address.");
    expect(describedText(screen.getByLabelText("Verification code"))).toBe("The verification code is 6 digits.");
    expect(describedText(screen.getByLabelText("Password"))).toMatch(/8 to 64 characters/);
  });

  it("asks for the e-mail before sending a code", async () => {
    const user = userEvent.setup();
    const { seen } = await renderApp({ path: "/register" });
    await screen.findByRole("main");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(describedText(screen.getByLabelText("E-mail"))).toBe("Account and password cannot be empty.");
    expect(seen).toHaveLength(0);
  });

  it("disables Send code for the 60 s resend countdown after sending", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { seen } = await renderApp({
      path: "/register",
      routes: { "POST /api/account/verification-code": () => ok(null) },
    });
    await screen.findByRole("main");
    await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
    const send = screen.getByRole("button", { name: "Send code" });
    await user.click(send);

    await waitFor(() => expect(send).toHaveProperty("disabled", true));
    expect(seen[0]?.body).toEqual({ email: "ada@example.com", type: "register" });
    expect(screen.getByText(/new code in 60 s/)).toBeTruthy();
    expect(await screen.findByRole("status")).toHaveProperty(
      "textContent",
      expect.stringContaining("The verification code has been sent"),
    );
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(send).toHaveProperty("disabled", false);
  });

  it("follows the server's Retry-After when asked too soon, and shows its message", async () => {
    const user = userEvent.setup();
    await renderApp({
      path: "/register",
      routes: {
        "POST /api/account/verification-code": () =>
          envelope(429, "Please wait before requesting another code.", null, { "Retry-After": "30" }),
      },
    });
    await screen.findByRole("main");
    await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please wait before requesting another code.");
    expect(screen.getByRole("button", { name: "Send code" })).toHaveProperty("disabled", true);
    expect(screen.getByText(/new code in 30 s/)).toBeTruthy();
  });

  it("registers, logs in by itself, opens the profile setup, and Skip opens /onlineDating", async () => {
    const user = userEvent.setup();
    const { seen } = await renderApp({
      path: "/register",
      routes: {
        "POST /api/account/register": () => ok(null),
        "POST /api/account/login": () => ok(loginResult("tok-new")),
      },
    });
    await screen.findByRole("main");
    await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await user.type(screen.getByLabelText("Verification code"), "123456");
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.type(screen.getByLabelText("Confirm password"), "secret123");
    await user.click(screen.getByRole("button", { name: "Register" }));
    await waitFor(() => expect(window.location.pathname).toBe("/profile-setup"));
    // The setup form loads its dictionaries (`/api/system/*`); the account calls are these two.
    expect(seen.map((r) => r.path).filter((path) => !path.startsWith("/api/system/"))).toEqual(["/api/account/register", "/api/account/login"]);
    await user.click(await screen.findByRole("button", { name: "Skip" }));
    await waitFor(() => expect(window.location.pathname).toBe("/onlineDating"));
  });

  it("shows a registration error and keeps every field", async () => {
    const user = userEvent.setup();
    await renderApp({
      path: "/register",
      routes: { "POST /api/account/register": () => envelope(409, "User already exists", null) },
    });
    await screen.findByRole("main");
    await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await user.type(screen.getByLabelText("Verification code"), "123456");
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.type(screen.getByLabelText("Confirm password"), "secret123");
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect((await screen.findByRole("alert")).textContent).toBe("User already exists");
    expect(screen.getByLabelText("Confirm password")).toHaveProperty("value", "secret123");
    expect(screen.getByLabelText("Verification code")).toHaveProperty("value", "123456");
  });

  it("has no axe violations, also with errors showing", async () => {
    const user = userEvent.setup();
    const { container } = await renderApp({ path: "/register" });
    await screen.findByRole("main");
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
