/** The support inbox in tests: members writing to customer service, operators answering through the console. */
import type { SendMessageReply, SupportThread, SupportThreadPage } from "@chat/protocol";
import { randomUUID } from "node:crypto";
import { get } from "node:http";
import { asOperator } from "./console.js";
import type { TestUser } from "./social.js";
import type { TestApp, TestResponse } from "./test-app.js";

/** A member's text to customer service, through the member's own send. */
export async function writeToService(t: TestApp, member: TestUser, service: { id: number }, content = "Hello, I need help"): Promise<TestResponse<SendMessageReply>> {
  const sent = await t.post<SendMessageReply>("/api/message/send", { toUserId: service.id, messageType: "txt", content, clientMsgId: `support-${randomUUID()}` }, { token: member.token });
  if (sent.status !== 200) throw new Error(`send to customer service failed: ${JSON.stringify(sent.body)}`);
  return sent;
}

/** An operator's text reply to the member (any answer, for the test to check). */
export function replyAs(t: TestApp, operatorToken: string, memberId: number, content: string, extra: Record<string, unknown> = {}) {
  return t.post<{ message: SendMessageReply["message"]; translateResult?: SendMessageReply["translateResult"] }>(
    "/api/admin/support/reply",
    { memberId, messageType: "txt", content, clientMsgId: `reply-${randomUUID()}`, ...extra },
    asOperator(operatorToken),
  );
}

/** The inbox page of a filter (and search) as the operator sees it. */
export async function inbox(t: TestApp, operatorToken: string, query = "filter=open"): Promise<SupportThreadPage> {
  const res = await t.get<SupportThreadPage>(`/api/admin/support/threads?${query}`, asOperator(operatorToken));
  if (res.status !== 200) throw new Error(`inbox failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** The member's thread as the inbox lists it (any filter), or undefined. */
export async function threadOf(t: TestApp, operatorToken: string, memberId: number): Promise<SupportThread | undefined> {
  for (const filter of ["open", "resolved"]) {
    const found = (await inbox(t, operatorToken, `filter=${filter}`)).records.find((r) => r.member.id === memberId);
    if (found) return found;
  }
  return undefined;
}

/**
 * A streamed GET on a connection of its own (no pool: a pooled client may leave a spare connection
 * open that a stopping server then waits for): the status once the headers came, the body as it comes.
 */
export function openStream(url: string, headers: Record<string, string>, onData: (text: string) => void = () => {}): Promise<{ status: number; contentType: string | null; ended: Promise<void>; close(): void }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers, agent: false }, (res) => {
      res.setEncoding("utf8");
      res.on("data", onData);
      const ended = new Promise<void>((done) => res.on("close", () => done()));
      resolve({ status: res.statusCode ?? 0, contentType: res.headers["content-type"] ?? null, ended, close: () => request.destroy() });
    });
    request.on("error", reject);
  });
}

/** The inbox's live feed, read as the console reads it (streaming, the operator's header). */
export interface TestFeed {
  status: number;
  contentType: string | null;
  /** Every member id the feed named so far, in order. */
  seen: number[];
  /** Waits until the feed names `memberId` once more than the earlier calls waited for. */
  next(memberId: number, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openFeed(baseUrl: string, operatorToken: string): Promise<TestFeed> {
  const seen: number[] = [];
  const waiters = new Set<() => void>();
  const taken = new Map<number, number>();
  let buffer = "";
  const stream = await openStream(`${baseUrl}/api/admin/support/feed`, { "x-operator-token": operatorToken }, (text) => {
    buffer += text;
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      for (const line of block.split("\n")) if (line.startsWith("data: ")) seen.push((JSON.parse(line.slice(6)) as { memberId: number }).memberId);
    }
    for (const w of [...waiters]) w();
  });
  return {
    status: stream.status,
    contentType: stream.contentType,
    seen,
    ended: stream.ended,
    async next(memberId, timeoutMs = 5000) {
      const want = (taken.get(memberId) ?? 0) + 1;
      const count = () => seen.filter((id) => id === memberId).length;
      const deadline = Date.now() + timeoutMs;
      while (count() < want) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`the feed did not name member ${memberId}; it named ${JSON.stringify(seen)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, left);
          function done() {
            clearTimeout(timer);
            waiters.delete(done);
            resolve();
          }
          waiters.add(done);
        });
      }
      taken.set(memberId, want);
    },
    close: stream.close,
  };
}
