/**
 * The burn-after-read read and the recall take the two users' event sequences in the same order as a
 * send does (ascending user id), so they never deadlock with sends between the same two people on
 * PostgreSQL: not even once, which the transaction helper's retry count shows.
 */
import type { BurnReadReply, SendMessageReply } from "@chat/protocol";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transactionRetries } from "../../db/retry.js";
import { addUser, makeFriends } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { credit, setUser } from "../../testing/wallet.js";
import { missing } from "../../testing/services.js";

describe.skipIf(missing(import.meta, "postgres"))("burn reads and recalls beside sends on postgres", () => {
  let t: TestApp;
  let sender: TestUser;
  let viewer: TestUser;
  beforeAll(async () => {
    t = await createTestApp("postgres");
    // The sender has the lower id: a send locks the sender's sequence first, the charged read the viewer's.
    sender = await addUser(t, "Sender");
    viewer = await addUser(t, "Viewer");
    await makeFriends(t, sender, viewer);
    await setUser(t, viewer.id, { is_burn_pay_msg: 1 });
    await credit(t, viewer.id, { gold_coin: 1000 });
  });
  afterAll(() => t.close());

  it("runs charged reads and sends between the same two people in parallel without a deadlock", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#f0f" } }).png().toBuffer();
    const boundary = "----lock";
    const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const uploaded = await t.app.inject({ method: "POST", url: "/api/file/upload", headers: { authorization: `Bearer ${sender.token}`, "content-type": `multipart/form-data; boundary=${boundary}` }, payload });
    const imageUrl = uploaded.json<{ data: { url: string } }>().data.url;
    const send = (body: Record<string, unknown>, n: string) => t.post<SendMessageReply>("/api/message/send", { toUserId: viewer.id, clientMsgId: `lock-order-${n}-abcdef`, ...body }, { token: sender.token });
    const burns: string[] = [];
    for (let i = 0; i < 12; i++) burns.push((await send({ messageType: "img", imageUrl, customExt: { type: "burn" } }, `burn-${i}`)).body.data.messageId);

    const before = transactionRetries();
    const answers = await Promise.all([
      ...burns.map((msgId) => t.post<BurnReadReply>("/api/im/read-burnimg", { msgId }, { token: viewer.token })),
      ...burns.map((_, i) => send({ messageType: "txt", content: `beside ${i}` }, `text-${i}`)),
    ]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(transactionRetries() - before).toBe(0);
  });

  it("runs recalls and sends between the same two people in parallel without a deadlock", async () => {
    const sent: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.post<SendMessageReply>("/api/message/send", { toUserId: viewer.id, messageType: "txt", content: `to recall ${i}`, clientMsgId: `recall-${i}-abcdef` }, { token: sender.token });
      sent.push(res.body.data.messageId);
    }
    const before = transactionRetries();
    const answers = await Promise.all([
      ...sent.map((messageId) => t.post("/api/message/recall", { messageId }, { token: sender.token })),
      ...sent.map((_, i) => t.post<SendMessageReply>("/api/message/send", { toUserId: viewer.id, messageType: "txt", content: `new ${i}`, clientMsgId: `beside-recall-${i}-abcdef` }, { token: sender.token })),
    ]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(transactionRetries() - before).toBe(0);
  });
});
