/** A ready-made Chat over a fake server, fake transport and memory storage: for tests and stories. */
import type { UserInfo } from "@chat/protocol";
import { createApiClient } from "../../api/api-client.js";
import { demoUser, fakeFetch } from "../../test/fake-fetch.js";
import { createChat } from "../chat.js";
import type { Chat, ChatEnvironment } from "../contract.js";
import { fakeChatServer, type ChatSeed } from "./fake-chat-server.js";
import { createFakeTransport, type FakeTransport } from "./fake-transport.js";
import { createMemoryStorage } from "./memory-storage.js";

export interface TestChatOptions extends ChatSeed {
  me?: UserInfo;
  /** Routes that replace the fake server's (e.g. a failing send). */
  routes?: Parameters<typeof fakeFetch>[0];
  env?: Partial<ChatEnvironment>;
  transport?: FakeTransport;
  storage?: ChatEnvironment["storage"];
}

export function createTestChat(options: TestChatOptions = {}) {
  const me = options.me ?? demoUser();
  const now = options.env?.now ?? (() => Date.now());
  const server = fakeChatServer(options, me.id, now);
  const http = fakeFetch({ ...server.routes, ...options.routes });
  const transport = options.transport ?? createFakeTransport();
  const storage = options.storage ?? createMemoryStorage();
  let ids = 0;
  const env: ChatEnvironment = {
    api: createApiClient({ baseUrl: "http://chat.test", getToken: () => "token-abc", getLocale: () => "en", fetch: http.fetch, onUnauthorized: () => {} }),
    transport,
    storage,
    me: () => me,
    token: () => "token-abc",
    newId: () => `local-id-${String(++ids).padStart(4, "0")}`,
    events: new EventTarget(),
    ...options.env,
  };
  const chat: Chat = createChat(env);
  return { chat, env, transport, storage, server, seen: http.seen, me };
}

/** A started Chat seeded with conversations, friends and messages (for stories and component tests). */
export async function createSeededChat(options: TestChatOptions = {}): Promise<Chat> {
  const { chat } = createTestChat(options);
  await chat.start();
  return chat;
}
