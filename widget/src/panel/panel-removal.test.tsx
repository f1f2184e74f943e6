/**
 * Removing means removed everywhere, as the panel renders it: a recalled message or a deleted
 * history leaves its text neither on screen (the Recent row's preview, the conversation) nor in the
 * polite live region a screen reader reads from.
 */
import { demoConversation, demoMessage } from "@chat/client/test";
import { act, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPanel } from "../test/render-panel.js";
import { PanelBody } from "./panel-body.js";

const ME = 7;
const SECRET = "the secret I take back";
const conversations = [demoConversation({ userId: 2, nickname: "Bob" }), demoConversation({ userId: 3, nickname: "Carol" })];

/** The panel with Bob's SECRET just arrived: announced in the live region and previewed on his row. */
async function withSecret() {
  const panel = await renderPanel(<PanelBody />, { conversations });
  await waitFor(() => expect(panel.chat.$connection.get()).toEqual({ status: "online" }));
  const secret = demoMessage({ fromUserId: 2, toUserId: ME, msg: SECRET, time: 5000 });
  act(() => panel.transport.emitEvent({ type: "message", data: secret }));
  const live = panel.container.querySelector('[aria-live="polite"][aria-atomic="true"]');
  expect(live?.textContent).toBe(`Bob: ${SECRET}`);
  expect(panel.container.querySelector(".panel__list")?.textContent).toContain(SECRET);
  return { ...panel, secret, live };
}

describe("the panel after a removal", () => {
  it("a recalled message's text is in neither the live region nor the Recent preview", async () => {
    const { container, transport, secret, live } = await withSecret();
    act(() => transport.emitEvent({ type: "recall", data: { messageId: secret.id, fromUserId: 2, toUserId: ME } }));
    expect(live?.textContent).toBe("");
    expect(container.textContent).not.toContain(SECRET);
  });

  it("a deleted history's text is in neither the live region nor the Recent preview", async () => {
    const { container, chat, live } = await withSecret();
    await act(() => chat.deleteHistory(2));
    expect(live?.textContent).toBe("");
    expect(container.textContent).not.toContain(SECRET);
  });

  it("a deleted conversation's text is in neither the live region nor the list", async () => {
    const { container, chat, live } = await withSecret();
    await act(() => chat.deleteConversation(2));
    expect(live?.textContent).toBe("");
    expect(container.textContent).not.toContain(SECRET);
  });
});
