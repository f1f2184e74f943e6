/**
 * Voice messages: the upload checks the file by its bytes (Opus in WebM or Ogg), its size and how long
 * it plays, read from the container; the send of `messageType: "audio"` takes only the sender's own
 * recording, with the duration of the file, under the rules of every message (blocks, recall).
 */
import { LIMITS } from "@chat/protocol";
import type { HistoryPage, SendMessageReply } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { addUser, makeFriends } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { oggOpus, uploadVoice, webmOpus } from "./voice-fixtures.js";
import { checkVoiceFile } from "./voice-file.js";

describe("reading a voice recording's container", () => {
  it("reads how long WebM and Ogg recordings play", () => {
    expect(checkVoiceFile(webmOpus(2))).toMatchObject({ format: "webm", contentType: "audio/webm", seconds: 1.98 });
    expect(checkVoiceFile(oggOpus(2))).toMatchObject({ format: "ogg", contentType: "audio/ogg", seconds: 2 });
    expect(checkVoiceFile(oggOpus(60)).seconds).toBe(60);
  });

  it("takes the blocks over a WebM Duration that understates them", () => {
    expect(() => checkVoiceFile(webmOpus(61, { duration: 10_000 }))).toThrow("voiceTooLong");
    expect(checkVoiceFile(webmOpus(2, { duration: 2_010 })).seconds).toBeCloseTo(2.01);
  });

  it("refuses other codecs, cut files and bytes after the last Ogg page", () => {
    expect(() => checkVoiceFile(webmOpus(2, { codec: "V_VP8" }))).toThrow("voiceFormat");
    const vorbis = oggOpus(2);
    vorbis.write("\x01vorbis\0", 28 + 0, "latin1");
    expect(() => checkVoiceFile(vorbis)).toThrow("voiceFormat");
    expect(() => checkVoiceFile(webmOpus(2).subarray(0, 300))).toThrow("voiceFormat");
    expect(() => checkVoiceFile(Buffer.concat([oggOpus(2), Buffer.from("trailing")]))).toThrow("voiceFormat");
  });
});

describe.each(testDatabases)("voice messages on %s", (dialect) => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    a = await addUser(t, "Vera");
    b = await addUser(t, "Victor");
    await makeFriends(t, a, b);
  });
  afterAll(() => t.close());

  const send = (from: TestUser, to: { id: number }, body: Record<string, unknown>) => {
    t.clock.advance(1);
    return t.post<SendMessageReply>("/api/message/send", { toUserId: to.id, messageType: "audio", clientMsgId: `v-${++n}-abcdefgh`, ...body }, { token: from.token });
  };

  it("accepts a small Opus recording in WebM and in Ogg, stores it and serves it with its type", async () => {
    for (const [file, name, type] of [[webmOpus(2), "voice.webm", "audio/webm"], [oggOpus(2), "voice.ogg", "audio/ogg"]] as const) {
      const res = await uploadVoice(t, a.token, file, name, type);
      expect(res.status, name).toBe(200);
      expect(res.body.data?.duration).toBe(2);
      const url = res.body.data?.url ?? "";
      expect(url).toMatch(new RegExp(`^/files/[0-9a-f]{32}\\.${name.split(".")[1]}$`));
      const served = await t.app.inject({ method: "GET", url });
      expect(served.headers["content-type"]).toBe(type);
      expect(served.rawPayload.equals(file)).toBe(true);
    }
  });

  it("refuses a renamed text file, a file over the size limit and a 61 s recording, each with its reason", async () => {
    const text = await uploadVoice(t, a.token, Buffer.from("Just some text, renamed to look like a recording."), "voice.webm", "audio/webm");
    expect([text.status, text.body.msg]).toEqual([400, "This is not a voice recording. Please send an Opus recording in WebM or Ogg."]);
    const huge = await uploadVoice(t, a.token, Buffer.concat([webmOpus(2), Buffer.alloc(LIMITS.voiceBytes)]));
    expect([huge.status, huge.body.msg]).toEqual([400, "The voice message is too large."]);
    for (const [file, name] of [[webmOpus(61), "long.webm"], [oggOpus(61), "long.ogg"]] as const) {
      const long = await uploadVoice(t, a.token, file, name);
      expect([long.status, long.body.msg], name).toEqual([400, "A voice message can be at most 60 seconds long."]);
    }
  });

  it("sends an audio message with the file's duration; the peer gets it, it can be recalled", async () => {
    const { url } = (await uploadVoice(t, a.token, oggOpus(3), "voice.ogg", "audio/ogg")).body.data!;
    // The client's own figure is not what the message shows: the file says 3 s.
    const sent = await send(a, b, { audioUrl: url, duration: 59 });
    expect(sent.status).toBe(200);
    expect(sent.body.data.message).toMatchObject({ type: "audio", url, duration: 3, custom: null, msg: "" });
    const [got] = (await t.get<HistoryPage>(`/api/message/history?userId=${a.id}`, { token: b.token })).body.data.messages;
    expect(got).toMatchObject({ id: sent.body.data.messageId, type: "audio", url, duration: 3 });
    expect((await t.post("/api/message/recall", { messageId: sent.body.data.messageId }, { token: a.token })).status).toBe(200);
    const [recalled] = (await t.get<HistoryPage>(`/api/message/history?userId=${a.id}`, { token: b.token })).body.data.messages;
    expect(recalled).toMatchObject({ recalled: true, url: null });
    expect(recalled?.duration).toBeUndefined();
  });

  it("sends only the sender's own recording, never a picture as audio or a recording as a picture", async () => {
    const { url } = (await uploadVoice(t, a.token, webmOpus(2))).body.data!;
    const theirs = await send(b, a, { audioUrl: url });
    expect([theirs.status, theirs.body.msg]).toEqual([400, "This is not a voice recording. Please send an Opus recording in WebM or Ogg."]);
    expect((await send(a, b, { audioUrl: "/files/0123456789abcdef0123456789abcdef.png" })).status).toBe(400);
    expect((await send(a, b, { messageType: "img", imageUrl: url })).status).toBe(400);
    expect((await send(a, b, {})).status).toBe(400);
  });

  it("refuses a voice message between users when either blocked the other", async () => {
    const c = await addUser(t, "Blocker");
    await makeFriends(t, a, c);
    const { url } = (await uploadVoice(t, a.token, webmOpus(2))).body.data!;
    expect((await t.post("/api/user/block", { userId: a.id }, { token: c.token })).status).toBe(200);
    const refused = await send(a, c, { audioUrl: url });
    expect([refused.status, refused.body.msg]).toEqual([403, "You cannot message this user."]);
  });
});
