/**
 * The console's announcements and mall in Chromium against the real server with the demo data: an
 * admin operator (added with the command line, logged in with the password and the mailed code)
 * publishes an announcement, and Alice's open panel counts it at once in Recent and shows it; the
 * operator changes the teddy bear's price, and the mall shows the new price.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeIn } from "./harness.js";
import { openPanel, panel, startTwoUsers, type TwoUsers } from "./two-users.js";
import { pageAxeViolations } from "./axe.js";

const OPERATOR_EMAIL = "ops@demo.chat";

let u: TwoUsers;
let ops: Page;

beforeAll(async () => {
  u = await startTwoUsers();
  // What the people running the product do once: an operator account, its password generated and shown once.
  const password = /Password \(shown once\): (\S+)/.exec(u.admin("operator", "add", OPERATOR_EMAIL, "admin"))?.[1];
  if (!password) throw new Error("operator add printed no password");
  ({ page: ops } = await u.h.newPage());
  await ops.goto(`${u.h.url}/admin`);
  await ops.getByLabel("E-mail").fill(OPERATOR_EMAIL);
  await ops.getByLabel("Password").fill(password);
  const mail = u.h.smtp.nextMail(OPERATOR_EMAIL);
  await ops.getByRole("button", { name: "Continue" }).click();
  await ops.getByLabel("Code from the e-mail").fill(codeIn((await mail).text));
  await ops.getByRole("button", { name: "Log in" }).click();
  await ops.getByRole("navigation", { name: "Sections" }).waitFor({ timeout: 15_000 });
}, 120_000);
afterAll(async () => {
  await u?.close();
});

const section = (name: string) => ops.getByRole("navigation", { name: "Sections" }).getByRole("link", { name, exact: true }).click();

describe("the console's announcements and mall, in Chromium against the real server", () => {
  it("publishes an announcement that a member's open panel shows live in Recent", async () => {
    const alice = u.alice.page;
    await openPanel(alice);
    const row = panel(alice).locator(".recent__row").filter({ hasText: "Announcements" });
    await expect.poll(() => row.isVisible(), { timeout: 15_000 }).toBe(true);
    const unread = async () => Number((await row.locator(".badge").count()) ? await row.locator(".badge").textContent() : 0);
    // The row shows before its count arrives; the demo's two announcements are unread for Alice, so a
    // count above zero means the summary has loaded and `before` is the server's number.
    await expect.poll(unread, { timeout: 15_000 }).toBeGreaterThan(0);
    const before = await unread();

    await section("Announcements");
    const title = ops.getByRole("textbox", { name: "Title" });
    await expect.poll(() => title.isVisible(), { timeout: 15_000 }).toBe(true);
    await title.fill("Maintenance tonight");
    await ops.getByRole("textbox", { name: "Text" }).fill("The chat pauses from 22:00 to 22:15 UTC.");
    await ops.getByRole("combobox", { name: "Writing in" }).selectOption("es");
    await ops.getByRole("textbox", { name: "Title" }).fill("Mantenimiento esta noche");
    await ops.getByRole("textbox", { name: "Text" }).fill("El chat se detiene de 22:00 a 22:15 UTC.");
    await ops.getByRole("combobox", { name: "Preview in" }).selectOption("fi");
    const preview = ops.getByRole("figure", { name: "Preview" });
    expect(await preview.getByText("Maintenance tonight").isVisible()).toBe(true);
    expect(await pageAxeViolations(ops)).toEqual([]);
    await ops.getByRole("button", { name: "Publish…" }).click();
    await ops.getByRole("button", { name: "Publish to everyone" }).click();
    await expect.poll(() => ops.getByRole("status").filter({ hasText: /^Published to \d+ members\.$/ }).isVisible(), { timeout: 15_000 }).toBe(true);

    // Alice's panel, open all along: the count goes up without a reload, and the announcement is there.
    await expect.poll(unread, { timeout: 15_000 }).toBe(before + 1);
    await row.getByRole("button").click();
    const list = panel(alice).getByRole("list", { name: "Announcements" });
    await expect.poll(() => list.getByText("Maintenance tonight").isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await list.getByText("The chat pauses from 22:00 to 22:15 UTC.").isVisible()).toBe(true);
  }, 120_000);

  it("changes a good's price, and the mall shows it", async () => {
    await section("Mall");
    const price = ops.getByRole("spinbutton", { name: "Price of Teddy bear in gold coins" });
    await expect.poll(() => price.isVisible(), { timeout: 15_000 }).toBe(true);
    await price.fill("45");
    const row = ops.getByRole("row").filter({ has: price });
    await row.getByRole("button", { name: "Save price" }).click();
    await expect.poll(() => row.getByRole("button", { name: "Save price" }).isDisabled(), { timeout: 15_000 }).toBe(true);
    expect(await pageAxeViolations(ops)).toEqual([]);

    const alice = u.alice.page;
    await alice.goto(`${u.h.url}/shopping`);
    await alice.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Keepsakes" }).click();
    const card = alice.getByRole("listitem").filter({ has: alice.getByRole("heading", { name: "Teddy bear" }) });
    await expect.poll(() => card.getByText("45 gold coins").isVisible(), { timeout: 15_000 }).toBe(true);
  }, 120_000);
});
