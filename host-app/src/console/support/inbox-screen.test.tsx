import { i18n } from "@chat/i18n";
import { activateConsoleLocale } from "@chat/i18n/console";
import type { Locale, Operator } from "@chat/protocol";
import { I18nProvider } from "@lingui/react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/render-app.js";
import { fakeSupport, DEMO_SAVED_REPLIES, demoInbox, OPERATORS } from "@chat/client/console/test";
import { InboxScreen } from "./inbox-screen.js";
import { createInbox } from "@chat/client/console";

const NOW = Date.UTC(2026, 10, 24, 10, 0);
const SUPPORT: Operator = { id: 1, email: "anna@support.example", role: "support" };
const ADMIN: Operator = { id: 2, email: "admin@support.example", role: "admin" };

async function renderInbox({ operator = SUPPORT, locale = "en" }: { operator?: Operator; locale?: Locale } = {}) {
  await activateConsoleLocale(locale);
  const server = fakeSupport({ threads: demoInbox(NOW, { operators: operator.role === "admin" ? OPERATORS : [] }), operator, savedReplies: DEMO_SAVED_REPLIES, now: () => NOW });
  let n = 0;
  const inbox = createInbox({ calls: server.calls, language: () => locale, isVisible: () => true, clientMsgId: () => `client-msg-${++n}`, gatherMs: 1 });
  void inbox.start();
  const view = render(
    <I18nProvider i18n={i18n}>
      <main dir={locale === "ar" ? "rtl" : "ltr"} lang={locale}>
        <InboxScreen inbox={inbox} operator={operator} now={() => NOW} />
      </main>
    </I18nProvider>,
  );
  return { ...view, server, inbox, user: userEvent.setup() };
}

const threads = () => within(screen.getByRole("region", { name: "Conversations" })).getAllByRole("listitem");

describe("given the inbox with open conversations", () => {
  it("lists each member with where they came from, the last message, how long they wait, who has it and what is unread", async () => {
    const { container } = await renderInbox();
    await screen.findByRole("button", { name: "Jonas" });
    const [jonas, laila, mei] = threads();
    expect(jonas?.textContent).toContain("#100021 · German · Web app");
    expect(jonas?.textContent).toContain("Picture");
    expect(jonas?.textContent).toContain("Waiting 30 min");
    expect(jonas?.textContent).toContain("Unassigned");
    expect(within(jonas as HTMLElement).getByText("2 unread messages")).toBeTruthy();
    expect(laila?.textContent).toContain("partner.example");
    expect(within(laila as HTMLElement).getByText("SVIP")).toBeTruthy();
    expect(mei?.textContent).toContain("Voice message");
    expect(mei?.textContent).toContain("With anna@support.example");
    expect(screen.getByRole("button", { name: "Open" }).getAttribute("aria-pressed")).toBe("true");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("narrows the list with the filters and the search, and says when nothing matches", async () => {
    const { user } = await renderInbox();
    await screen.findByRole("button", { name: "Jonas" });
    await user.click(screen.getByRole("button", { name: "Mine" }));
    await waitFor(() => expect(threads().map((li) => li.querySelector("button")?.textContent)).toEqual(["Mei"]));
    await user.click(screen.getByRole("button", { name: "Resolved" }));
    await screen.findByRole("button", { name: "Yuki" });
    await user.click(screen.getByRole("button", { name: "Unassigned" }));
    await user.type(screen.getByRole("searchbox", { name: "Account ID, e-mail or nickname" }), "nobody{Enter}");
    expect(await screen.findByText("Nobody found for “nobody”.")).toBeTruthy();
  });
});

describe("given an open conversation", () => {
  it("shows the history as the member sees it, notes apart, the member's context, and marks it read", async () => {
    const { user, server, container } = await renderInbox();
    await user.click(await screen.findByRole("button", { name: "Jonas" }));
    const log = await screen.findByRole("log", { name: "Conversation with Jonas" });
    expect(within(log).getByText("Hallo! Ich habe 120 Münzen gekauft.")).toBeTruthy();
    expect(within(log).getByText("Gift: Heart ×1")).toBeTruthy();
    expect(within(log).getByText("Danke!")).toBeTruthy();
    expect(within(log).getByRole("img", { name: "Picture from Jonas" }).getAttribute("src")).toBe("/files/receipt.png");
    expect(within(log).getByText("Internal note").closest("li")?.className).toBe("inbox-note");
    const context = screen.getByRole("complementary", { name: "Jonas" });
    expect(within(context).getByRole("link", { name: "Open Jonas's user page" }).getAttribute("href")).toBe("/admin/users?user=21");
    expect(within(context).getByText("Red rose bouquet")).toBeTruthy();
    expect(within(context).getByText(/^VIP · until/)).toBeTruthy();
    expect(server.log).toContain("read 21");
    await waitFor(() => expect(within(threads()[0] as HTMLElement).queryByText("2 unread messages")).toBeNull());
    expect(await axeViolations(container)).toEqual([]);
  });

  it("renders a member's markup as text, never as HTML", async () => {
    const { user, server } = await renderInbox();
    server.memberWrites(21, '<img src=x onerror="alert(1)"><b>bold</b>');
    await user.click(await screen.findByRole("button", { name: "Jonas" }));
    const log = await screen.findByRole("log", { name: "Conversation with Jonas" });
    expect(within(log).getByText('<img src=x onerror="alert(1)"><b>bold</b>')).toBeTruthy();
    expect(log.querySelector("b")).toBeNull();
  });

  it("translates a member's message into the console's language on demand", async () => {
    const { user } = await renderInbox();
    await user.click(await screen.findByRole("button", { name: "Jonas" }));
    const log = await screen.findByRole("log", { name: "Conversation with Jonas" });
    await user.click(within(log).getAllByRole("button", { name: "Translate" })[0] as HTMLElement);
    expect(await within(log).findByText("(en) Hallo! Ich habe 120 Münzen gekauft.")).toBeTruthy();
  });

  it("sends a reply, translated into the member's language when asked, and keeps an internal note apart", async () => {
    const { user, server } = await renderInbox();
    await user.click(await screen.findByRole("button", { name: "Jonas" }));
    const reply = await screen.findByRole("textbox", { name: "Reply" });
    await user.click(screen.getByRole("checkbox", { name: "Translate" }));
    expect(screen.getByText("into German")).toBeTruthy();
    // "[[" types one "[" (user-event reads "[name]" as a key).
    await user.type(reply, "We are on it [[smile]");
    await user.click(screen.getByRole("button", { name: "Send" }));
    const log = screen.getByRole("log", { name: "Conversation with Jonas" });
    expect(await within(log).findByText("We are on it 😄")).toBeTruthy();
    expect(within(log).getByText("Sent translated: (de) We are on it 😄")).toBeTruthy();
    expect(server.log.find((l) => l.startsWith("reply"))).toContain('"toLanguage":"de"');
    expect((reply as HTMLTextAreaElement).value).toBe("");
    // Answering a thread nobody had takes it.
    expect(await screen.findByText("Assigned to you.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Internal note" }));
    await user.type(screen.getByRole("textbox", { name: "Internal note" }), "Call finance tomorrow{Enter}");
    const note = await within(log).findByText("Call finance tomorrow");
    expect(note.closest("li")?.className).toBe("inbox-note");
    expect(server.log.filter((l) => l.startsWith("reply"))).toHaveLength(1);
  });

  it("puts an emoji and a saved reply in the member's language where the caret is", async () => {
    const { user } = await renderInbox();
    await user.click(await screen.findByRole("button", { name: "Jonas" }));
    const reply = (await screen.findByRole("textbox", { name: "Reply" })) as HTMLTextAreaElement;
    await user.click(screen.getByRole("button", { name: "Emoji" }));
    await user.click(within(screen.getByRole("dialog", { name: "Emoji" })).getByRole("button", { name: ":wave:" }));
    expect(reply.value).toBe("[wave]");
    await user.click(screen.getByRole("button", { name: "Saved replies" }));
    const menu = screen.getByRole("dialog", { name: "Saved replies" });
    const groups = await within(menu).findAllByRole("region");
    expect(groups.map((g) => g.getAttribute("aria-label"))).toEqual(["In German", "Other languages"]);
    await user.click(within(groups[0] as HTMLElement).getByRole("button", { name: /Begrüßung/ }));
    expect(reply.value).toBe("[wave]Hallo! Danke für Ihre Nachricht. Wie können wir helfen?");
    expect(screen.queryByRole("dialog", { name: "Saved replies" })).toBeNull();
  });

  it("adds and removes saved replies in the manager", async () => {
    const { user, server } = await renderInbox();
    await user.click(await screen.findByRole("button", { name: "Jonas" }));
    await user.click(await screen.findByRole("button", { name: "Saved replies" }));
    await user.click(await screen.findByRole("button", { name: "Manage saved replies" }));
    await user.type(screen.getByRole("textbox", { name: "Title" }), "Danke");
    await user.type(screen.getByRole("textbox", { name: "Text" }), "Vielen Dank!");
    expect((screen.getByRole("combobox", { name: "Language" }) as HTMLSelectElement).value).toBe("de");
    await user.click(screen.getByRole("button", { name: "Add saved reply" }));
    expect(await screen.findByRole("button", { name: /^Danke\s*Vielen Dank!$/ })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Remove “Greeting”" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Remove “Greeting”" })).toBeNull());
    expect(server.log.filter((l) => /SavedReply/.test(l))).toEqual([`addSavedReply ${JSON.stringify({ title: "Danke", language: "de", text: "Vielen Dank!" })}`, "removeSavedReply 1"]);
  });

  it("takes the conversation, resolves and reopens it; support has no reassignment", async () => {
    const { user } = await renderInbox();
    await user.click(await screen.findByRole("button", { name: "Jonas" }));
    await user.click(await screen.findByRole("button", { name: "Assign to me" }));
    expect(await screen.findByText("Assigned to you.")).toBeTruthy();
    expect(screen.queryByRole("combobox", { name: "Reassign" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Resolve" }));
    await user.click(await screen.findByRole("button", { name: "Reopen" }));
    expect(await screen.findByRole("button", { name: "Resolve" })).toBeTruthy();
  });

  it("lets an admin give it to another operator", async () => {
    const { user, server } = await renderInbox({ operator: ADMIN });
    await user.click(await screen.findByRole("button", { name: "Mei" }));
    const select = await screen.findByRole("combobox", { name: "Reassign" });
    await user.selectOptions(select, "admin@support.example");
    expect(await screen.findByText("Assigned to you.")).toBeTruthy();
    expect(server.log).toContain("assign 23 2");
  });

  it("shows a failed reply to try again, and the failure in the operator's words", async () => {
    const { user, server } = await renderInbox();
    await user.click(await screen.findByRole("button", { name: "Jonas" }));
    server.failNext("reply", new Error("offline"));
    await user.type(await screen.findByRole("textbox", { name: "Reply" }), "Hello{Enter}");
    expect((await screen.findByRole("alert")).textContent).toContain("The server did not answer. Please try again.");
    expect(screen.getByText("Not sent.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.queryByText("Not sent.")).toBeNull());
    expect(within(screen.getByRole("log")).getByText("Hello")).toBeTruthy();
  });
});

describe("given the inbox in Arabic", () => {
  it("speaks the console's Arabic catalog, right to left, without axe violations", async () => {
    const { user, container } = await renderInbox({ locale: "ar" });
    expect(await screen.findByRole("heading", { name: "صندوق الوارد" })).toBeTruthy();
    await user.click(await screen.findByRole("button", { name: "ليلى" }));
    expect(await screen.findByRole("button", { name: "تعيين لي" })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    await activateConsoleLocale("en");
  });
});
