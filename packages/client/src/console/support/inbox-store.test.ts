import { describe, expect, it } from "vitest";
import { fakeSupport } from "../testing/fake-support.js";
import { createInbox } from "./inbox-store.js";
import { demoInbox, demoThread, OPERATORS } from "../testing/support-fixtures.js";

const NOW = Date.UTC(2026, 10, 24, 10, 0);
const ME = OPERATORS[0] ?? { id: 1, email: "anna@support.example" };

function setUp({ visible = true, historyPageSize = 30, delayMs = 0 } = {}) {
  const server = fakeSupport({ threads: demoInbox(NOW), operator: ME, historyPageSize, delayMs, now: () => NOW });
  let shown = visible;
  let n = 0;
  const inbox = createInbox({ calls: server.calls, language: () => "en", isVisible: () => shown, clientMsgId: () => `client-msg-${++n}`, gatherMs: 5 });
  const names = () => inbox.$list.get().records.map((r) => r.member.nickname);
  return { server, inbox, names, setVisible: (v: boolean) => void (shown = v) };
}

const calledWith = (log: string[], prefix: string) => log.filter((l) => l.startsWith(prefix));

describe("given the inbox's list", () => {
  it("shows open threads newest first, then each filter and search narrows it", async () => {
    const { inbox, names } = setUp();
    await inbox.start();
    expect(names()).toEqual(["Jonas", "ليلى", "Mei"]);
    await inbox.setFilter("mine");
    expect(names()).toEqual(["Mei"]);
    await inbox.setFilter("unassigned");
    expect(names()).toEqual(["Jonas", "ليلى"]);
    await inbox.setFilter("resolved");
    expect(names()).toEqual(["Yuki"]);
    await inbox.setFilter("open");
    await inbox.search(" 100022 ");
    expect(names()).toEqual(["ليلى"]);
    expect(inbox.$query.get()).toBe("100022");
    await inbox.search("jon");
    expect(names()).toEqual(["Jonas"]);
  });

  it("when the list fails to load, keeps what it showed and holds the failure", async () => {
    const { inbox, server, names } = setUp();
    await inbox.start();
    server.failNext("threads", new Error("down"));
    await inbox.goToPage(2);
    expect(names()).toEqual(["Jonas", "ليلى", "Mei"]);
    expect(inbox.$error.get()).toEqual(new Error("down"));
    expect(inbox.$list.get().loading).toBe(false);
  });
});

describe("given an open thread", () => {
  it("shows its history oldest first and its context, and marks it read in the list at once", async () => {
    const { inbox, server } = setUp();
    await inbox.start();
    await inbox.open(21);
    const { conversation } = inbox;
    expect(conversation.$detail.get()?.thread.member.nickname).toBe("Jonas");
    const times = conversation.$history.get().messages.map((m) => m.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times).toHaveLength(5);
    expect(calledWith(server.log, "read")).toEqual(["read 21"]);
    expect(inbox.$list.get().records.find((r) => r.member.id === 21)?.unread).toBe(0);
    expect(conversation.$detail.get()?.thread.unread).toBe(0);
  });

  it("loads older pages before the ones shown, until there is none", async () => {
    const { inbox } = setUp({ historyPageSize: 2 });
    await inbox.open(21);
    const { conversation } = inbox;
    expect(conversation.$history.get().messages).toHaveLength(2);
    await conversation.loadOlder();
    await conversation.loadOlder();
    const history = conversation.$history.get();
    expect(history.messages).toHaveLength(5);
    expect(history.nextCursor).toBeNull();
    expect(history.messages[0]?.msg).toBe("Hallo! Ich habe 120 Münzen gekauft.");
  });

  it("drops the answers for a thread the operator left before they came", async () => {
    const { inbox } = setUp({ delayMs: 20 });
    const first = inbox.open(21);
    await inbox.open(22);
    await first;
    expect(inbox.conversation.$detail.get()?.thread.member.id).toBe(22);
    expect(inbox.conversation.$history.get().messages.every((m) => m.fromUserId === 22 || m.toUserId === 22)).toBe(true);
  });
});

describe("given the live feed", () => {
  it("reloads the list once for a burst of events, and the open thread when it is the member's, marking their message read", async () => {
    const { inbox, server } = setUp();
    await inbox.start();
    await inbox.open(22);
    server.log.length = 0;
    server.memberWrites(22, "هل من أحد هنا؟");
    inbox.onFeedEvent({ memberId: 22 });
    inbox.onFeedEvent({ memberId: 21 });
    inbox.onFeedEvent({ memberId: 22 });
    await expect.poll(() => calledWith(server.log, "read")).toEqual(["read 22"]);
    expect(calledWith(server.log, "threads")).toHaveLength(1);
    expect(calledWith(server.log, "history")).toEqual(["history 22"]);
    expect(inbox.conversation.$history.get().messages.at(-1)?.msg).toBe("هل من أحد هنا؟");
  });

  it("while the page is hidden, leaves new messages unread until it is shown again", async () => {
    const { inbox, server, setVisible } = setUp();
    await inbox.open(22);
    setVisible(false);
    server.log.length = 0;
    server.memberWrites(22, "?");
    inbox.onFeedEvent({ memberId: 22 });
    await expect.poll(() => inbox.conversation.$detail.get()?.thread.unread).toBe(1);
    expect(calledWith(server.log, "read")).toEqual([]);
    setVisible(true);
    inbox.onVisible();
    await expect.poll(() => calledWith(server.log, "read")).toEqual(["read 22"]);
  });

  it("after a reconnection, reloads the list and the open thread", async () => {
    const { inbox, server } = setUp();
    await inbox.start();
    await inbox.open(23);
    server.log.length = 0;
    inbox.onFeedOpen();
    await expect.poll(() => calledWith(server.log, "history")).toEqual(["history 23"]);
    expect(calledWith(server.log, "threads")).toHaveLength(1);
    inbox.dispose();
  });
});

describe("given the reply box", () => {
  it("sends a reply as pending, empties the box at once, and shows the sent message in its place", async () => {
    const { inbox, server } = setUp({ delayMs: 15 });
    await inbox.open(21);
    inbox.composer.setDraft("  We credited your coins.  ");
    void inbox.composer.submit();
    expect(inbox.composer.$draft.get()).toBe("");
    expect(inbox.conversation.$pending.get()).toMatchObject([{ kind: "txt", text: "We credited your coins.", state: "sending" }]);
    await expect.poll(() => inbox.conversation.$pending.get()).toEqual([]);
    expect(inbox.conversation.$history.get().messages.at(-1)).toMatchObject({ msg: "We credited your coins.", fromUserId: 1, toUserId: 21 });
    expect(inbox.conversation.$detail.get()?.thread.waitingSince).toBeNull();
    expect(calledWith(server.log, "reply")).toEqual([`reply ${JSON.stringify({ memberId: 21, messageType: "txt", content: "We credited your coins.", clientMsgId: "client-msg-1" })}`]);
  });

  it("with Translate on, asks for the member's language", async () => {
    const { inbox, server } = setUp();
    await inbox.open(21);
    inbox.composer.setTranslate(true);
    inbox.composer.setDraft("Thank you");
    await inbox.composer.submit();
    await expect.poll(() => calledWith(server.log, "reply")[0]).toContain('"toLanguage":"de"');
  });

  it("keeps a failed reply to try again with the same id, or to discard", async () => {
    const { inbox, server } = setUp();
    await inbox.open(21);
    server.failNext("reply", new Error("rate limited"));
    inbox.conversation.sendText("Hello", false);
    await expect.poll(() => inbox.conversation.$pending.get()[0]?.state).toBe("failed");
    expect(inbox.$error.get()).toEqual(new Error("rate limited"));
    inbox.conversation.retry("client-msg-1");
    await expect.poll(() => inbox.conversation.$pending.get()).toEqual([]);
    expect(calledWith(server.log, "reply").map((l) => l.includes('"clientMsgId":"client-msg-1"'))).toEqual([true, true]);
    server.failNext("reply", new Error("again"));
    inbox.conversation.sendText("Bye", false);
    await expect.poll(() => inbox.conversation.$pending.get()[0]?.state).toBe("failed");
    inbox.conversation.discard("client-msg-2");
    expect(inbox.conversation.$pending.get()).toEqual([]);
  });

  it("uploads a picture, then sends it; a retry does not upload it again", async () => {
    const { inbox, server } = setUp();
    await inbox.open(21);
    server.failNext("reply", new Error("no"));
    inbox.conversation.sendImage(new Blob(["png"], { type: "image/png" }));
    await expect.poll(() => inbox.conversation.$pending.get()[0]?.state).toBe("failed");
    inbox.conversation.retry("client-msg-1");
    await expect.poll(() => inbox.conversation.$pending.get()).toEqual([]);
    expect(calledWith(server.log, "upload")).toHaveLength(1);
    expect(inbox.conversation.$history.get().messages.at(-1)).toMatchObject({ type: "img", url: "/files/reply-1001.png" });
  });

  it("keeps an internal note, emptying the box only once it is kept; drafts stay with their thread", async () => {
    const { inbox, server } = setUp();
    await inbox.open(21);
    inbox.composer.setMode("note");
    inbox.composer.setDraft("Refund approved by finance");
    server.failNext("addNote", new Error("no"));
    await inbox.composer.submit();
    expect(inbox.composer.$draft.get()).toBe("Refund approved by finance");
    await inbox.composer.submit();
    expect(inbox.composer.$draft.get()).toBe("");
    expect(inbox.conversation.$detail.get()?.notes.at(-1)).toMatchObject({ text: "Refund approved by finance", operator: ME });
    inbox.composer.setDraft("for Jonas");
    await inbox.open(22);
    expect(inbox.composer.$draft.get()).toBe("");
    await inbox.open(21);
    expect(inbox.composer.$draft.get()).toBe("for Jonas");
    const caret = inbox.composer.insert(" 😀", 3, 9);
    expect(inbox.composer.$draft.get()).toBe("for 😀");
    expect(caret).toBe(6);
  });
});

describe("given the operator's actions on a thread", () => {
  it("assigns, resolves and reopens, showing the thread as the server has it afterwards", async () => {
    const { inbox, server } = setUp();
    await inbox.open(22);
    const { conversation } = inbox;
    await conversation.assign();
    await expect.poll(() => conversation.$detail.get()?.thread.assignee).toEqual(ME);
    await conversation.assign(2);
    await conversation.resolve();
    await expect.poll(() => conversation.$detail.get()?.thread.status).toBe("resolved");
    await conversation.reopen();
    await expect.poll(() => conversation.$detail.get()?.thread.status).toBe("open");
    expect(server.log.filter((l) => /^(assign|resolve|reopen)/.test(l))).toEqual(["assign 22", "assign 22 2", "resolve 22", "reopen 22"]);
  });

  it("translates a member's message into the console's language beside it, and hides it again", async () => {
    const { inbox, server } = setUp();
    await inbox.open(21);
    const { conversation } = inbox;
    const id = conversation.$history.get().messages[0]?.id ?? "";
    await conversation.toggleTranslation(id);
    expect(conversation.$translations.get()[id]).toEqual({ state: "done", text: "(en) Hallo! Ich habe 120 Münzen gekauft.", from: "de" });
    await conversation.toggleTranslation(id);
    expect(conversation.$translations.get()[id]).toBeUndefined();
    server.failNext("translate", new Error("engine down"));
    await conversation.toggleTranslation(id);
    expect(conversation.$translations.get()[id]).toEqual({ state: "failed", error: new Error("engine down") });
    expect(inbox.$error.get()).toBeNull();
  });
});

describe("given a thread whose member writes more than a page while it is open", () => {
  it("starts the history again from the newest page rather than leave a hole", async () => {
    const server = fakeSupport({ threads: [demoThread({ member: { id: 30, nickname: "Ada" }, messages: [[true, 10, "one"]] }, NOW)], operator: ME, historyPageSize: 2, now: () => NOW });
    const inbox = createInbox({ calls: server.calls, language: () => "en", isVisible: () => true, gatherMs: 1 });
    await inbox.open(30);
    for (const text of ["two", "three", "four"]) server.memberWrites(30, text);
    await inbox.conversation.refresh();
    expect(inbox.conversation.$history.get().messages.map((m) => m.msg)).toEqual(["three", "four"]);
    await inbox.conversation.loadOlder();
    expect(inbox.conversation.$history.get().messages.map((m) => m.msg)).toEqual(["one", "two", "three", "four"]);
  });
});
