import { envelope, fakeFetch, ok } from "@chat/client/test";
import type { BlockedUser } from "@chat/protocol";
import { i18n } from "@chat/i18n";
import { activateAppLocale } from "@chat/i18n/app";
import { I18nProvider } from "@lingui/react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { EnvProvider } from "../common/env-context.js";
import { axeViolations, testEnvironment } from "../test/render-app.js";
import { BlockedUsers } from "./blocked-users.js";

const user = (userId: number): BlockedUser => ({ userId, imAccount: `im${100_000 + userId}`, nickname: `Person ${userId}`, avatar: "", blockTime: userId });

async function renderSection(routes: Parameters<typeof fakeFetch>[0]) {
  await activateAppLocale("en");
  const server = fakeFetch(routes);
  const env = testEnvironment("t", server.fetch);
  const view = render(
    <I18nProvider i18n={i18n}>
      <EnvProvider value={env}>
        <BlockedUsers />
      </EnvProvider>
    </I18nProvider>,
  );
  return { ...view, seen: server.seen };
}

describe("the Blocked users settings section", () => {
  it("lists blocked users page by page and unblocks one, without axe violations", async () => {
    let blocked = Array.from({ length: 21 }, (_, i) => user(i + 1));
    const { container, seen } = await renderSection({
      "GET /api/user/block-list": (request) => {
        const page = Number(new URL(request.path, "http://x").searchParams.get("page"));
        return ok({ records: blocked.slice((page - 1) * 20, page * 20), total: blocked.length });
      },
      "POST /api/user/unblock": (request) => {
        blocked = blocked.filter((b) => b.userId !== (request.body as { userId: number }).userId);
        return ok(null);
      },
    });
    const section = screen.getByRole("region", { name: "Blocked users" });
    await waitFor(() => expect(within(section).getAllByRole("listitem")).toHaveLength(20));
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(section).getAllByRole("listitem")).toHaveLength(21));
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    const row = within(section).getByText("Person 3").closest("li") as HTMLElement;
    const button = within(row).getByRole("button", { name: "Unblock" });
    expect(button.getAttribute("aria-describedby")).toBeTruthy();
    await userEvent.click(button);
    await waitFor(() => expect(within(section).queryByText("Person 3")).toBeNull());
    expect(seen.at(-1)?.body).toEqual({ userId: 3 });
  });

  it("says when nobody is blocked", async () => {
    await renderSection({ "GET /api/user/block-list": () => ok({ records: [], total: 0 }) });
    expect(await screen.findByText("You have not blocked anyone.")).toBeTruthy();
  });

  it("shows the server's reason when unblocking fails", async () => {
    await renderSection({
      "GET /api/user/block-list": () => ok({ records: [user(4)], total: 1 }),
      "POST /api/user/unblock": () => envelope(404, "This user is not available.", null),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Unblock" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This user is not available.");
    expect(screen.getByText("Person 4")).toBeTruthy();
  });
});
