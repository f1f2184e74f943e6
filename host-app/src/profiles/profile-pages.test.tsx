import { demoUser, envelope, ok } from "@chat/client/test";
import type { MyInfo } from "@chat/protocol";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations, renderApp } from "../test/render-app.js";

const info = (overrides: Partial<MyInfo> = {}): MyInfo => ({
  ...demoUser({ nickname: "ada", birthday: "1990-06-15", region: "DE", height: 170, interest: "Music" }),
  languages: "de,en",
  avatarThumb: "",
  profileCompleted: false,
  cancelConfirm: "password",
  ...overrides,
});

const dictionaries = {
  "GET /api/system/height": () => ok([{ id: "170", name: "170 cm" }, { id: "180", name: "180 cm" }]),
  "GET /api/system/weight": () => ok([{ id: "60", name: "60 kg" }]),
  "GET /api/system/occupation": () => ok([{ id: "teacher", name: "Teacher" }]),
  "GET /api/system/region": () => ok([{ id: "DE", name: "Germany" }]),
  "GET /api/system/language": () => ok([{ code: "de", language: "Deutsch" }, { code: "en", language: "English" }]),
  "GET /api/system/hobby": () => ok([{ id: "music", name: "Music" }, { id: "chess", name: "Chess" }]),
};

describe("given my info", () => {
  it("shows the fields with the age from the birthday and links to the edit page", async () => {
    await renderApp({ path: "/myInfo", token: "tok", routes: { "GET /api/account/my-info": () => ok(info()), ...dictionaries } });
    expect(await screen.findByRole("heading", { name: "My info" })).toBeTruthy();
    const age = new Date().getUTCFullYear() - 1990 - (new Date() < new Date(Date.UTC(new Date().getUTCFullYear(), 5, 15)) ? 1 : 0);
    expect(screen.getByText(String(age))).toBeTruthy();
    await waitFor(() => expect(screen.getByText("Germany")).toBeTruthy());
    expect(screen.getByText("Deutsch, English")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Edit profile" }).getAttribute("href")).toBe("/person");
  });
});

describe("given the profile edit page", () => {
  it("shows a refused field's message under it, keeps what was typed, then saves and renames the side bar", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { container, seen } = await renderApp({
      path: "/person",
      token: "tok",
      routes: {
        "GET /api/account/my-info": () => ok(info()),
        ...dictionaries,
        "POST /api/user/info-edit": () =>
          refuse ? envelope(400, "Occupation cannot be empty.", { field: "occupation" }) : ok(info({ nickname: "Ada Lovelace", profileCompleted: true })),
      },
    });
    const nickname = await screen.findByLabelText("Nickname");
    for (const name of ["Height", "Weight", "Occupation", "Personal message", "Hashtags", "Region", "Avatar"]) expect(screen.getByLabelText(name)).toBeTruthy();
    for (const name of ["Birthday", "Gender", "Languages I speak"]) expect(screen.getByRole("group", { name })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("option", { name: "Germany" })).toBeTruthy());
    expect(screen.getByRole("complementary", { name: "My account" }).textContent).toContain("Your profile is not complete yet.");

    await user.clear(nickname);
    await user.type(nickname, "Ada Lovelace");
    await user.click(screen.getByRole("checkbox", { name: "Deutsch" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    const occupation = screen.getByLabelText("Occupation");
    await waitFor(() => expect(occupation.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Occupation cannot be empty.")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Nickname").value).toBe("Ada Lovelace");
    const sent = seen.find((r) => r.path === "/api/user/info-edit")?.body;
    expect(sent).toEqual({ nickname: "Ada Lovelace", languages: "en" });

    refuse = false;
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved")).toBeTruthy();
    const sidebar = screen.getByRole("complementary", { name: "My account" });
    await waitFor(() => expect(within(sidebar).getByText("Ada Lovelace")).toBeTruthy());
    expect(sidebar.textContent).not.toContain("Your profile is not complete yet.");
    expect(await axeViolations(container)).toEqual([]);
  });
});
