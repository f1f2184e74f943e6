import type { ChatPanelElement } from "@chat/widget";
import { describe, expect, it } from "vitest";
import { createChatPanelHandle, withPanel } from "./chat-panel-handle.js";

const fakePanel = (name: string) => ({ name }) as unknown as ChatPanelElement;

describe("withPanel", () => {
  it("uses a mounted panel at once", () => {
    const handle = createChatPanelHandle("");
    const panel = fakePanel("a");
    handle.$element.set(panel);
    const used: ChatPanelElement[] = [];
    withPanel(handle, (p) => used.push(p));
    expect(used).toEqual([panel]);
  });

  it("keeps a call made while the panel's chunk loads for the panel that mounts, once", () => {
    const handle = createChatPanelHandle("");
    const used: ChatPanelElement[] = [];
    withPanel(handle, (p) => used.push(p));
    expect(used).toEqual([]);
    const first = fakePanel("first");
    handle.$element.set(first);
    handle.$element.set(null);
    handle.$element.set(fakePanel("second"));
    expect(used).toEqual([first]);
  });
});
