import { demoUser, envelope, ok } from "@chat/client/test";
import type { MyInfo } from "@chat/protocol";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations, renderApp } from "../test/render-app.js";

const settingsUser = (overrides: Partial<MyInfo> = {}): MyInfo => ({
  ...demoUser({ nickname: "Ada", userSetVo: { addFriend: "verification", momentInteractions: "public" } }),
  languages: "",
  avatarThumb: "",
  profileCompleted: true,
  cancelConfirm: "password",
  ...overrides,
});

describe("given the settings page", () => {
  it("opens from the user menu with its sections", async () => {
    const user = userEvent.setup();
    const { container } = await renderApp({ path: "/onlineDating", token: "tok", routes: { "GET /api/account/my-info": () => ok(settingsUser()) } });
    await user.click(await screen.findByRole("button", { name: "Ada, User menu" }));
    await user.click(screen.getByRole("link", { name: "Settings" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Settings" })).toBeTruthy();
    expect(window.location.pathname).toBe("/settings");
    for (const name of ["Change password", "Privacy", "Delete account"]) expect(screen.getByRole("region", { name })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("given the password change", () => {
  it("checks the fields, shows a wrong current password at its field, then confirms and stays logged in", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { env, seen } = await renderApp({
      path: "/settings",
      token: "tok",
      routes: {
        "GET /api/account/my-info": () => ok(settingsUser()),
        "POST /api/account/update-pass": () =>
          refuse ? envelope(400, "The current password is wrong.", { field: "oldPassword" }) : envelope(200, "Password changed.", null),
      },
    });
    const section = await screen.findByRole("region", { name: "Change password" });
    const current = within(section).getByLabelText("Current password");
    await user.type(current, "nope12345");
    await user.type(within(section).getByLabelText("New password"), "newpass456");
    await user.type(within(section).getByLabelText("Confirm new password"), "newpass457");
    await user.click(within(section).getByRole("button", { name: "Change password" }));
    expect(within(section).getByText("The passwords do not match.")).toBeTruthy();
    expect(seen.some((r) => r.path === "/api/account/update-pass")).toBe(false);

    await user.type(within(section).getByLabelText("Confirm new password"), "{Backspace}6");
    await user.click(within(section).getByRole("button", { name: "Change password" }));
    await waitFor(() => expect(current.getAttribute("aria-invalid")).toBe("true"));
    expect(within(section).getByText("The current password is wrong.")).toBeTruthy();
    expect(seen.find((r) => r.path === "/api/account/update-pass")?.body).toEqual({ oldPassword: "nope12345", password: "newpass456" });

    refuse = false;
    await user.clear(current);
    await user.type(current, "secret123");
    await user.click(within(section).getByRole("button", { name: "Change password" }));
    expect((await within(section).findByRole("status")).textContent).toBe("Password changed. Your other devices have been logged out.");
    expect(within(section).getByLabelText<HTMLInputElement>("Current password").value).toBe("");
    expect(env.session.$token.get()).toBe("tok");
    expect(window.location.pathname).toBe("/settings");
  });
});

describe("given the privacy settings", () => {
  it("shows the current values, saves the picked ones and the session's user follows", async () => {
    const user = userEvent.setup();
    let fail = true;
    const { env, seen } = await renderApp({
      path: "/settings",
      token: "tok",
      routes: {
        "GET /api/account/my-info": () => ok(settingsUser()),
        "POST /api/user/privacy-set": () => (fail ? envelope(400, "Bad request.", null) : ok(null)),
      },
    });
    const section = await screen.findByRole("region", { name: "Privacy" });
    const adding = within(section).getByRole("group", { name: "Who may add me as a friend" });
    const moments = within(section).getByRole("group", { name: "Who sees likes and comments on my moments" });
    expect(within(adding).getByRole<HTMLInputElement>("radio", { name: "Only people I accept (verification needed)" }).checked).toBe(true);
    expect(within(moments).getByRole<HTMLInputElement>("radio", { name: "Everyone" }).checked).toBe(true);

    await user.click(within(moments).getByRole("radio", { name: "Only me" }));
    await user.click(within(section).getByRole("button", { name: "Save privacy settings" }));
    expect((await within(section).findByRole("alert")).textContent).toBe("Bad request.");
    expect(env.session.$user.get()?.userSetVo.momentInteractions).toBe("public");

    fail = false;
    await user.click(within(section).getByRole("button", { name: "Save privacy settings" }));
    expect((await within(section).findByRole("status")).textContent).toBe("Privacy settings saved.");
    expect(within(section).queryByRole("alert")).toBeNull();
    expect(seen.filter((r) => r.path === "/api/user/privacy-set").at(-1)?.body).toEqual({ addFriend: "verification", momentInteractions: "private" });
    expect(env.session.$user.get()?.userSetVo).toEqual({ addFriend: "verification", momentInteractions: "private" });
  });
});
