import type { SendMessageRequest } from "@chat/protocol";
import { describe, expect, it, vi } from "vitest";
import { envelope, type SeenRequest } from "../test/fake-fetch.js";
import { demoConversation, PNG_BYTES } from "./testing/fixtures.js";
import { createTestChat, type TestChatOptions } from "./testing/test-chat.js";

const PEER = 2;

/** A route answering with `answers` in turn (the last one repeats). */
function scripted(...answers: ((request: SeenRequest) => Response | Promise<Response>)[]) {
  let call = 0;
  return (request: SeenRequest) => (answers[Math.min(call++, answers.length - 1)] as (r: SeenRequest) => Response | Promise<Response>)(request);
}

async function inConversation(options: TestChatOptions = {}) {
  const t = createTestChat({ conversations: [demoConversation({ userId: PEER })], ...options });
  await t.chat.start();
  await t.chat.openConversation(PEER);
  const sends = () => t.seen.filter((r) => r.path === "/api/message/send").map((r) => r.body as SendMessageRequest);
  return { ...t, sends };
}

const failing = () => envelope(500, "Sending failed, try again", null);

describe("given an open conversation", () => {
  it("shows a sent text at once as pending, then as the server's message", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const t = createTestChat({ conversations: [demoConversation({ userId: PEER })] });
    const realSend = t.server.routes["POST /api/message/send"];
    const { chat } = await inConversation({ routes: { "POST /api/message/send": async (r) => (await gate, realSend!(r)) } });
    chat.setDraft("Hello there");
    const sending = chat.send();
    expect(chat.$composer.get()).toEqual({ text: "", image: null });
    expect(chat.$active.get()?.messages).toEqual([expect.objectContaining({ msg: "Hello there", status: "pending", key: "local-id-0001", clientMsgId: "local-id-0001" })]);
    release();
    await sending;
    const [sent] = chat.$active.get()?.messages ?? [];
    expect(sent).toMatchObject({ msg: "Hello there", status: "sent", key: "local-id-0001" });
    expect(sent?.id).not.toBe("");
    expect(chat.$conversations.get()[0]?.lastMessage?.id).toBe(sent?.id);
  });

  it("does not send blank text, and refuses text over 1000 characters with a reason", async () => {
    const { chat, sends } = await inConversation();
    chat.setDraft(" \u00a0\u200b\n");
    await chat.send();
    chat.setDraft("👍🏽".repeat(1001));
    await chat.send();
    expect(sends()).toEqual([]);
    expect(chat.$composer.get()).toMatchObject({ error: "messageTooLong", text: "👍🏽".repeat(1001) });
    chat.setDraft("👍🏽".repeat(1000));
    expect(chat.$composer.get().error).toBeUndefined();
    await chat.send();
    expect(sends()).toHaveLength(1);
  });

  it("a failed send stays visible with the server's reason and the draft comes back", async () => {
    const { chat } = await inConversation({ routes: { "POST /api/message/send": failing } });
    chat.setDraft("Are you there?");
    await chat.send();
    expect(chat.$active.get()?.messages).toEqual([
      expect.objectContaining({ msg: "Are you there?", status: "failed", error: "Sending failed, try again", errorCode: 500 }),
    ]);
    expect(chat.$composer.get().text).toBe("Are you there?");
  });

  it("retry reuses the clientMsgId and never makes a second message", async () => {
    const t = createTestChat();
    const ok = t.server.routes["POST /api/message/send"]!;
    const { chat, sends } = await inConversation({ routes: { "POST /api/message/send": scripted(failing, ok) } });
    chat.setDraft("Once only");
    await chat.send();
    const failed = chat.$active.get()?.messages[0];
    await chat.retry(failed?.key ?? "");
    expect(sends().map((s) => s.clientMsgId)).toEqual([failed?.clientMsgId, failed?.clientMsgId]);
    expect(chat.$active.get()?.messages).toEqual([expect.objectContaining({ msg: "Once only", status: "sent", key: failed?.key })]);
    // The draft that came back held only this message: it is not sent again.
    expect(chat.$composer.get().text).toBe("");
  });

  it("sending the restored draft unchanged is the retry, not a duplicate", async () => {
    const t = createTestChat();
    const ok = t.server.routes["POST /api/message/send"]!;
    const { chat, sends } = await inConversation({ routes: { "POST /api/message/send": scripted(failing, ok) } });
    chat.setDraft("Same words");
    await chat.send();
    await chat.send();
    expect(new Set(sends().map((s) => s.clientMsgId)).size).toBe(1);
    expect(chat.$active.get()?.messages).toHaveLength(1);
  });

  it("a message the gateway brings before the send reply is shown once", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const t = createTestChat();
    const realSend = t.server.routes["POST /api/message/send"]!;
    let stored: Promise<Response> | undefined;
    const { chat, transport } = await inConversation({
      routes: {
        "POST /api/message/send": (r) => {
          stored = Promise.resolve(realSend(r));
          return stored.then(async (response) => (await gate, response));
        },
      },
    });
    chat.setDraft("Race");
    const sending = chat.send();
    await vi.waitFor(() => expect(stored).toBeDefined());
    const reply = (await (await stored!).clone().json()) as { data: { message: Parameters<typeof transport.emitEvent>[0]["data"] } };
    transport.emitEvent({ type: "message", data: reply.data.message });
    expect(chat.$active.get()?.messages).toEqual([expect.objectContaining({ msg: "Race", status: "sent" })]);
    release();
    await sending;
    expect(chat.$active.get()?.messages).toEqual([expect.objectContaining({ msg: "Race", status: "sent" })]);
  });

  it("a send that fails after the gateway delivered it stays sent", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { chat, transport } = await inConversation({ routes: { "POST /api/message/send": async () => (await gate, failing()) } });
    chat.setDraft("Delivered anyway");
    const sending = chat.send();
    const pending = chat.$active.get()?.messages[0];
    transport.emitEvent({
      type: "message",
      data: { ...pending!, id: "f".repeat(32), status: undefined, key: undefined } as never,
    });
    release();
    await sending;
    expect(chat.$active.get()?.messages).toEqual([expect.objectContaining({ status: "sent", id: "f".repeat(32) })]);
  });
});

describe("given an image", () => {
  const png = () => new Blob([PNG_BYTES, new Uint8Array(200_000)], { type: "image/png" });

  it("refuses a file that is not png, jpeg or gif by its bytes", async () => {
    const { chat } = await inConversation();
    expect(await chat.pickImage(new Blob(["%PDF-1.7"], { type: "image/png" }), "x.png")).toEqual({ ok: false, error: "imageFormat" });
    expect(chat.$composer.get().image).toBeNull();
  });

  it("compresses a large image through the environment and previews it", async () => {
    const small = new Blob([PNG_BYTES], { type: "image/jpeg" });
    const compressImage = vi.fn(async () => small);
    const { chat } = await inConversation({ env: { compressImage } });
    expect(await chat.pickImage(png(), "photo.png")).toEqual({ ok: true });
    expect(compressImage).toHaveBeenCalledTimes(1);
    expect(chat.$composer.get().image).toMatchObject({ file: small, name: "photo.png" });
    const tiny = new Blob([PNG_BYTES]);
    await chat.pickImage(tiny, "tiny.png");
    expect(compressImage).toHaveBeenCalledTimes(1);
    chat.clearImage();
    expect(chat.$composer.get().image).toBeNull();
  });

  it("sends the original when compression fails", async () => {
    const { chat } = await inConversation({ env: { compressImage: async () => Promise.reject(new Error("decode")) } });
    const file = png();
    expect(await chat.pickImage(file, "photo.png")).toEqual({ ok: true });
    expect(chat.$composer.get().image?.file).toBe(file);
  });

  it("uploads (multipart) and then sends an img message with the uploaded URL", async () => {
    const { chat, sends, seen } = await inConversation();
    await chat.pickImage(png(), "photo.png");
    await chat.send();
    const upload = seen.find((r) => r.path === "/api/file/upload");
    expect(upload?.headers.get("content-type")).toMatch(/^multipart\/form-data/);
    expect(String(upload?.body)).toContain('name="file"');
    expect(sends()).toEqual([expect.objectContaining({ messageType: "img", imageUrl: `/files/${"a".repeat(32)}.png`, toUserId: PEER })]);
    expect(chat.$active.get()?.messages).toEqual([expect.objectContaining({ type: "img", status: "sent", url: `/files/${"a".repeat(32)}.png` })]);
  });

  it("a failed image send keeps the image (bubble and composer) and a retry does not upload twice", async () => {
    const t = createTestChat();
    const ok = t.server.routes["POST /api/message/send"]!;
    const { chat, seen } = await inConversation({ routes: { "POST /api/message/send": scripted(failing, ok) } });
    const file = png();
    await chat.pickImage(file, "photo.png");
    await chat.send();
    const failed = chat.$active.get()?.messages[0];
    expect(failed).toMatchObject({ type: "img", status: "failed" });
    expect(chat.$composer.get().image?.file).toBe(file);
    await chat.send();
    expect(seen.filter((r) => r.path === "/api/file/upload")).toHaveLength(1);
    expect(chat.$active.get()?.messages).toEqual([expect.objectContaining({ key: failed?.key, status: "sent" })]);
    expect(chat.$composer.get().image).toBeNull();
  });
});
