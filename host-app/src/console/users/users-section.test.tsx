import { createMemoryStorage, fakeFetch, ok } from "@chat/client/test";
import { i18n } from "@chat/i18n";
import { activateConsoleLocale } from "@chat/i18n/console";
import type { ConsoleUserDetail } from "@chat/protocol";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createConsoleSession } from "@chat/client/console";
import UsersSection from "./users-section.js";

const DETAIL: ConsoleUserDetail = {
  user: { id: 21, accountId: 100_021, nickname: "Jonas", email: "jonas@example.com", vipLevel: 0, createdAt: 1, deletedAt: null, suspendedUntil: null, bannedAt: null, avatar: "", gender: 0, region: "DE", language: "de", personalMessage: "", occupation: "" },
  membership: { vipLevel: 0, vipExpiresAt: null },
  balances: { goldCoin: 0, translateChars: 0, vipChars: 0, freeGifts: 0 },
  flags: { isPayMsg: false, isBurnPayMsg: false },
  bills: [],
  complaints: [],
};

afterEach(() => window.history.replaceState(null, "", "/"));

describe("given a link to a user's page (/admin/users?user=<id>)", () => {
  it("opens that user's page when the section opens", async () => {
    await activateConsoleLocale("en");
    window.history.replaceState(null, "", "/admin/users?user=21");
    const server = fakeFetch({ "GET /api/admin/users/detail": () => ok(DETAIL) });
    const session = createConsoleSession({ baseUrl: "http://chat.test", storage: createMemoryStorage(), fetch: server.fetch });
    render(
      <I18nProvider i18n={i18n}>
        <UsersSection api={session.api} operator={{ id: 1, email: "anna@support.example", role: "support" }} />
      </I18nProvider>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Jonas" })).toBeTruthy();
    expect(server.seen.map((r) => r.path)).toEqual(["/api/admin/users/detail?userId=21"]);
  });
});
