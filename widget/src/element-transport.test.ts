import { createMemoryStorage } from "@chat/client/test";
import { describe, expect, it } from "vitest";
import "./element.js";
import type { ChatPanelElement } from "./element.js";

describe("given the opt-in Easemob attributes", () => {
  it("puts the app key into the environment only with transport=\"easemob\", keeping other overrides", () => {
    const panel = document.createElement("chat-panel") as ChatPanelElement;
    const storage = createMemoryStorage();
    panel.environment = { storage };
    panel.setAttribute("easemob-app-key", "org#app");
    expect(panel.environment?.easemob).toBeUndefined();
    panel.setAttribute("transport", "easemob");
    expect(panel.environment).toEqual({ storage, easemob: { appKey: "org#app" } });
    panel.removeAttribute("transport");
    expect(panel.environment).toEqual({ storage });
  });
});
