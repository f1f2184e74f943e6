import type { ServerFrame } from "@chat/protocol";
import { GATEWAY_CLOSE } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../db/test-helpers.js";
import { addUser, makeFriends } from "../testing/social.js";
import type { TestUser } from "../testing/social.js";
import { createTestApp } from "../testing/test-app.js";
import type { TestApp } from "../testing/test-app.js";
import { connectWs } from "../testing/ws-client.js";
import type { TestSocket } from "../testing/ws-client.js";

const PER_USER = 3;
const PER_ADDRESS = 8;

describe.each(testDatabases)("caps on gateway sockets on %s", (dialect) => {
  let t: TestApp;
  let url: string;
  let a: TestUser;
  let b: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { sockets: { maxSocketsPerUser: PER_USER, maxSocketsPerAddress: PER_ADDRESS } } });
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    a = await addUser(t, "Anna");
    b = await addUser(t, "Boris");
    await makeFriends(t, a, b);
  });
  afterAll(() => t.close());

  /** The server closes each (an unreadable frame), so it has let go of them before the client hears. */
  const closeAll = async (sockets: TestSocket[]) => {
    for (const s of sockets) s.send("not json");
    expect(await Promise.all(sockets.map((s) => s.closed))).toEqual(sockets.map(() => GATEWAY_CLOSE.badFrame));
  };

  it("closes a user's oldest socket when one more signs in; the others keep getting every event", async () => {
    const sockets: TestSocket[] = [];
    for (let i = 0; i <= PER_USER; i++) {
      const socket = await connectWs(url);
      await socket.auth(a.token);
      sockets.push(socket);
    }
    const [oldest, ...rest] = sockets as [TestSocket, ...TestSocket[]];
    expect(await oldest.closedWith).toEqual({ code: GATEWAY_CLOSE.replaced, reason: "replaced by a newer connection" });
    t.clock.advance(1);
    const sent = await t.post<{ messageId: string }>("/api/message/send", { toUserId: a.id, messageType: "txt", content: "to every socket", clientMsgId: "caps-every-socket" }, { token: b.token });
    expect(sent.status).toBe(200);
    for (const socket of rest) {
      const got = await socket.next((f: ServerFrame) => f.type === "message");
      expect(got.type === "message" && got.data.id).toBe(sent.body.data.messageId);
    }
    await closeAll(rest);
  });

  it("refuses a socket past the cap of one address, and takes one again once a socket there closed", async () => {
    const open: TestSocket[] = [];
    for (let i = 0; i < PER_ADDRESS; i++) open.push(await connectWs(url));
    const refused = await connectWs(url);
    expect(await refused.closedWith).toEqual({ code: GATEWAY_CLOSE.flood, reason: "too many sockets from this address" });
    const [first, ...others] = open as [TestSocket, ...TestSocket[]];
    await closeAll([first]);
    const again = await connectWs(url);
    await again.auth(b.token);
    await closeAll([again, ...others]);
  });
});
