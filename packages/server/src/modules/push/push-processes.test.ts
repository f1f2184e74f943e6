/**
 * Web Push with two server processes sharing presence through Redis: a socket open on one process
 * keeps the other from pushing, and once it closes, the push goes out once although both drain.
 */
import { randomUUID } from "node:crypto";
import type { SendMessageReply, UserVoReply } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, testDatabases } from "../../db/test-helpers.js";
import type { TestDatabase } from "../../db/test-helpers.js";
import { RedisBus } from "../../realtime/redis-bus.js";
import { FakePushService } from "../../testing/fake-push-service.js";
import { addUser, makeFriends } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { connectWs } from "../../testing/ws-client.js";
import { missing } from "../../testing/services.js";

const REDIS_URL = process.env.TEST_REDIS_URL;
const until = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 10_000, interval: 20 });

// These need a Redis server: `.ci/run` sets TEST_REDIS_URL when one answers on 127.0.0.1:6379.
describe.skipIf(missing(import.meta, "redis")).each(testDatabases)("Web Push from two server processes on %s", (dialect) => {
  let fake: FakePushService;
  let database: TestDatabase;
  let buses: RedisBus[];
  let a: TestApp;
  let b: TestApp;
  let ana: TestUser;
  let ben: TestUser;

  beforeAll(async () => {
    fake = await new FakePushService().start();
    database = await createTestDatabase(dialect);
    // A channel of this suite's own, so parallel suites on the same Redis never see each other.
    const channel = `chat:test:${randomUUID()}`;
    buses = [await RedisBus.connect(REDIS_URL ?? "", { channel, rosterEveryMs: 1000, log: () => undefined }), await RedisBus.connect(REDIS_URL ?? "", { channel, rosterEveryMs: 1000, log: () => undefined })];
    const push = { agent: fake.agent, pollMs: 5 };
    a = await createTestApp(dialect, { database, bus: buses[0], push });
    b = await createTestApp(dialect, { database, bus: buses[1], push });
    ana = await addUser(a, "Ana");
    ben = await addUser(a, "Ben");
    await makeFriends(a, ana, ben);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const bus of buses ?? []) await bus.close();
    await database?.dispose();
    await fake?.close();
  });

  const onlineSeenByB = async () => (await b.get<UserVoReply>(`/api/user/info?userId=${ben.id}`, { token: ana.token })).body.data.userVo.onlineState;
  const sendThroughB = async (content: string) =>
    (await b.post<SendMessageReply>("/api/message/send", { toUserId: ben.id, messageType: "txt", content, clientMsgId: `c-${randomUUID()}` }, { token: ana.token })).status;

  it("pushes nothing while the user's socket is open on the other process, and once after it closed", async () => {
    const browser = fake.subscribe();
    await b.post("/api/push/subscribe", browser, { token: ben.token });
    const socket = await connectWs(await a.app.listen({ port: 0, host: "127.0.0.1" }));
    await socket.auth(ben.token);
    await until(async () => expect(await onlineSeenByB()).toBe(1));
    expect(await sendThroughB("seen on the page held by A")).toBe(200);
    expect(await database.db.selectFrom("push_outbox").selectAll().execute()).toEqual([]);

    socket.close();
    await until(async () => expect(await onlineSeenByB()).toBe(0));
    for (let i = 0; i < 5; i++) expect(await sendThroughB(`after the page closed ${i}`)).toBe(200);
    await until(() => expect(fake.pushesTo(browser)).toHaveLength(5));
    await until(async () => expect(await database.db.selectFrom("push_outbox").selectAll().execute()).toEqual([]));
    expect(fake.pushesTo(browser).map((p) => p.body).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `after the page closed ${i}`));
    expect(fake.rejected).toEqual([]);
  });
});
