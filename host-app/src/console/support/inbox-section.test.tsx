import { createMemoryStorage, fakeFetch, ok } from "@chat/client/test";
import { i18n } from "@chat/i18n";
import { activateConsoleLocale } from "@chat/i18n/console";
import type { Operator } from "@chat/protocol";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createConsoleSession, OPERATOR_TOKEN_KEY } from "@chat/client/console";
import InboxSection from "./inbox-section.js";
import { demoInbox } from "@chat/client/console/test";

const NOW = Date.UTC(2026, 10, 24, 10, 0);
const OPERATOR: Operator = { id: 1, email: "anna@support.example", role: "support" };

/** The feed's fetch: one stream per connection, written by the test. */
function feedFetch() {
  const streams: { signal: AbortSignal; headers: Headers; send(text: string): void }[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const signal = init?.signal ?? new AbortController().signal;
    signal.addEventListener("abort", () => controller.error(new DOMException("aborted", "AbortError")));
    streams.push({ signal, headers: new Headers(init?.headers), send: (text) => controller.enqueue(new TextEncoder().encode(text)) });
    return new Response(body, { status: 200, headers: { "Content-Type": "text/event-stream" } });
  });
  return { fetch, streams };
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("given the Inbox section of the console", () => {
  it("lists threads through the support endpoints, reloads on a feed event, and closes the feed when it leaves", async () => {
    await activateConsoleLocale("en");
    const [jonas] = demoInbox(NOW);
    const server = fakeFetch({
      "GET /api/admin/support/threads": () => ok({ records: jonas ? [jonas.detail.thread] : [], total: 1 }),
    });
    const storage = createMemoryStorage();
    storage.setItem(OPERATOR_TOKEN_KEY, "operator-token-1234");
    sessionStorage.setItem(OPERATOR_TOKEN_KEY, "operator-token-1234");
    const feed = feedFetch();
    vi.stubGlobal("fetch", feed.fetch);
    const session = createConsoleSession({ baseUrl: "http://chat.test", storage, fetch: server.fetch });
    const view = render(
      <I18nProvider i18n={i18n}>
        <InboxSection api={session.api} operator={OPERATOR} />
      </I18nProvider>,
    );
    expect(await screen.findByRole("button", { name: "Jonas" })).toBeTruthy();
    const asked = () => server.seen.filter((r) => r.path.startsWith("/api/admin/support/threads"));
    expect(asked()[0]?.path).toBe("/api/admin/support/threads?filter=open&page=1");
    expect(asked()[0]?.headers.get("X-Operator-Token")).toBe("operator-token-1234");
    await vi.waitFor(() => expect(feed.streams).toHaveLength(1));
    const [stream] = feed.streams;
    expect(feed.fetch.mock.calls[0]?.[0]).toBe("/api/admin/support/feed");
    expect(stream?.headers.get("X-Operator-Token")).toBe("operator-token-1234");
    const before = asked().length;
    stream?.send('data: {"memberId":21}\n\n');
    await vi.waitFor(() => expect(asked().length).toBe(before + 1));
    view.unmount();
    expect(stream?.signal.aborted).toBe(true);
  });
});
