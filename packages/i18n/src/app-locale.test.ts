import { i18n } from "@lingui/core";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { describe, expect, it } from "vitest";
import { activateAppLocale } from "./app-locale.js";
import { activateLocale } from "./locale.js";

describe("the web app's catalog", () => {
  it("stays loaded beside the panel's, also when the chat panel activates the locale again", async () => {
    await activateAppLocale("ja");
    // "My info" is the web app's, "Messages" the panel's.
    expect(i18n._(generateMessageId("My info"))).toBe("マイ情報");
    const panel = i18n._(generateMessageId("Messages"));
    expect(panel).not.toBe(generateMessageId("Messages"));
    // What the panel does when it mounts inside the web app.
    await activateLocale("ja");
    expect(i18n._(generateMessageId("My info"))).toBe("マイ情報");
    expect(i18n._(generateMessageId("Messages"))).toBe(panel);
  });
});
