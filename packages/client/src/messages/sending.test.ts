import { describe, expect, it, vi } from "vitest";
import { apiWith } from "../test/api-with.js";
import { demoUser, envelope } from "../test/fake-fetch.js";
import { createComposer } from "./composer.js";
import { createConversationView } from "./conversation-view.js";
import { createOutbox } from "./outbox.js";
import { createSending } from "./sending.js";

function sendingWith(languageFor: (peerId: number) => string) {
  const { api, seen } = apiWith({ "POST /api/message/send": () => envelope(500, "down", null) });
  const view = createConversationView({ api, me: () => demoUser(), cache: () => ({ read: () => [], merge: () => {}, recall: () => {}, clear: () => {} }) });
  let ids = 0;
  const outbox = createOutbox({ api, timers: { now: () => 0 }, newId: () => `c${++ids}`, me: () => demoUser(), outOfCoins: { noteFailure: () => false }, show: () => {}, sent: () => {}, failed: () => {}, retrying: () => {} });
  const composer = createComposer({ isSending: outbox.isSending });
  const sending = createSending({ view, composer, outbox, languageFor });
  const sends = () => seen.filter((r) => r.path === "/api/message/send").map((r) => r.body as { clientMsgId: string; toLanguage?: string; customExt?: unknown });
  return { view, composer, outbox, sending, sends };
}

describe("sending to the open conversation", () => {
  it("sends nothing without an open conversation", async () => {
    const { composer, sending, sends } = sendingWith(() => "");
    composer.setDraft("hi");
    await sending.send();
    expect(sends()).toEqual([]);
    expect(composer.$composer.get().text).toBe("hi");
  });

  it("translates a text into the writing language, and a send of a failed text's words is its retry", async () => {
    const languageFor = vi.fn(() => "de");
    const { view, composer, sending, sends } = sendingWith(languageFor);
    view.show(2, []);
    composer.setDraft("hallo");
    await sending.send();
    composer.setDraft("hallo");
    await sending.send();
    expect(sends().map((s) => [s.clientMsgId, s.toLanguage])).toEqual([["c1", "de"], ["c1", "de"]]);
  });

  it("sends a gift as a custom message", async () => {
    const { view, sending, sends } = sendingWith(() => "");
    view.show(2, []);
    await sending.sendGift("rose", " thanks ", 2);
    expect(sends()[0]?.customExt).toEqual({ type: "gift", id: "rose", amount: 2, note: "thanks" });
  });
});
