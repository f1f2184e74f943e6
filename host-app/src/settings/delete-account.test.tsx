import { demoUser, envelope, ok } from "@chat/client/test";
import type { MyInfo } from "@chat/protocol";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations, renderApp } from "../test/render-app.js";

const settingsUser = (overrides: Partial<MyInfo> = {}): MyInfo => ({
  ...demoUser({ nickname: "Ada" }),
  languages: "",
  avatarThumb: "",
  profileCompleted: true,
  cancelConfirm: "password",
  ...overrides,
});

async function openDialog(routes: Parameters<typeof renderApp>[0]["routes"]) {
  const user = userEvent.setup();
  const app = await renderApp({ path: "/settings", token: "tok", routes });
  const section = await screen.findByRole("region", { name: "Delete account" });
  const opener = within(section).getByRole("button", { name: "Delete account" });
  await user.click(opener);
  return { ...app, user, opener, dialog: screen.getByRole("dialog", { name: "Delete your account?" }) };
}

describe("given the account deletion", () => {
  it("names what is lost, traps the focus, closes on Escape and gives the focus back", async () => {
    const { user, opener, dialog, container } = await openDialog({ "GET /api/account/my-info": () => ok(settingsUser()) });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(within(dialog).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["your gold coins", "your messages", "your moments", "your friends"]);
    const password = within(dialog).getByLabelText("Password");
    expect(document.activeElement).toBe(password);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Delete my account" }));
    await user.tab();
    expect(document.activeElement).toBe(password);
    expect(await axeViolations(container)).toEqual([]);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("refuses a wrong password at its field, then deletes, logs out and confirms on /login", async () => {
    let refuse = true;
    const { user, dialog, env, seen } = await openDialog({
      "GET /api/account/my-info": () => ok(settingsUser()),
      "POST /api/account/cancel-account": () => (refuse ? envelope(400, "The current password is wrong.", { field: "password" }) : ok(null)),
    });
    const password = within(dialog).getByLabelText("Password");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(within(dialog).getByText("Account and password cannot be empty.")).toBeTruthy();
    await user.type(password, "wrong1234");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(password.getAttribute("aria-invalid")).toBe("true"));
    expect(env.session.$token.get()).toBe("tok");

    refuse = false;
    await user.clear(password);
    await user.type(password, "secret123");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(window.location.pathname).toBe("/login"));
    expect(seen.filter((r) => r.path === "/api/account/cancel-account").at(-1)?.body).toEqual({ password: "secret123" });
    expect(env.session.$token.get()).toBeNull();
    expect((await screen.findByRole("status")).textContent).toContain("Your account was deleted.");
    expect(await screen.findByRole("heading", { name: "Log in" })).toBeTruthy();
  });

  it("asks a member without a password for a mailed code", async () => {
    const { user, dialog, seen, env } = await openDialog({
      "GET /api/account/my-info": () => ok(settingsUser({ cancelConfirm: "code" })),
      "POST /api/account/cancel-code": () => ok(null),
      "POST /api/account/cancel-account": () => ok(null),
    });
    expect(within(dialog).queryByLabelText("Password")).toBeNull();
    expect(within(dialog).getByText("We mail a code to ada@example.com to confirm.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Send code" }));
    await waitFor(() => expect(seen.some((r) => r.path === "/api/account/cancel-code")).toBe(true));
    await waitFor(() => expect(within(dialog).getByRole<HTMLButtonElement>("button", { name: "Send code" }).disabled).toBe(true));
    await user.type(within(dialog).getByLabelText("Verification code"), "123456");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(window.location.pathname).toBe("/login"));
    expect(seen.filter((r) => r.path === "/api/account/cancel-account").at(-1)?.body).toEqual({ code: "123456" });
    expect(env.session.$token.get()).toBeNull();
  });

  it("sends a partner's member to the partner site, with nothing to confirm", async () => {
    const { dialog, user } = await openDialog({ "GET /api/account/my-info": () => ok(settingsUser({ cancelConfirm: "partner" })) });
    expect(within(dialog).getByText(/created by the partner site you came from/)).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Delete my account" })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
