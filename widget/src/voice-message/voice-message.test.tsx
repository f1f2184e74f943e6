import { demoMessage, ok } from "@chat/client/test";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MessagePreview } from "../messages/message-preview.js";
import { openBob } from "../test/open-conversation.js";
import { axeViolations, renderPanel } from "../test/render-panel.js";
import { fakeMicrophone, type FakeMicrophone } from "./testing.js";

const VOICE_URL = `/files/${"a".repeat(32)}.webm`;
const routes = { "POST /api/file/voice": () => ok({ url: VOICE_URL, duration: 1 }) };
const MIC_TEXT = "The microphone is not available. Check that one is connected and that this site may use it.";

let mic: FakeMicrophone;
function installMicrophone(options: Parameters<typeof fakeMicrophone>[0] = {}) {
  mic = fakeMicrophone(options);
  vi.stubGlobal("MediaRecorder", mic.MediaRecorder);
  Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia: mic.getUserMedia }, configurable: true });
}
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "mediaDevices");
});

const micButton = () => screen.getByRole("button", { name: "Record voice message" });
const recorder = () => screen.findByRole("group", { name: "Record voice message" });
/** A pointer event with the time the hold is measured by. */
function pointer(type: string, timeStamp: number) {
  const event = new MouseEvent(type, { bubbles: true, button: 0 });
  Object.defineProperty(event, "timeStamp", { value: timeStamp });
  return event;
}

describe("given a conversation in a browser that can record", () => {
  beforeEach(() => installMicrophone());

  it("records from the keyboard, shows the time, and Send uploads the recording and sends it as audio", async () => {
    const view = await openBob({ routes });
    view.chat.setDraft("kept for later");
    fireEvent.click(micButton());
    const bar = await recorder();
    expect(within(bar).getByRole("timer").textContent).toBe("0:00");
    expect(document.activeElement).toBe(within(bar).getByRole("button", { name: "Cancel recording" }));
    expect(screen.queryByRole("textbox", { name: "Message" })).toBeNull();
    const send = within(bar).getByRole("button", { name: "Send" });
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    expect(await axeViolations(view.container)).toEqual([]);
    fireEvent.click(send);

    await waitFor(() => expect(view.seen.some((r) => r.path === "/api/message/send")).toBe(true));
    expect(view.seen.filter((r) => r.path === "/api/file/voice")).toHaveLength(1);
    expect(view.seen.find((r) => r.path === "/api/message/send")?.body).toMatchObject({ toUserId: 2, messageType: "audio", audioUrl: VOICE_URL });
    expect(mic.tracks[0]?.stopped).toBe(true);
    expect(((await screen.findByRole("textbox", { name: "Message" })) as HTMLTextAreaElement).value).toBe("kept for later");
    expect(await screen.findByRole("group", { name: "Voice message" })).toBeTruthy();
  });

  it("sends when a hold of the microphone is released, and keeps recording after a short press", async () => {
    const view = await openBob({ routes });
    act(() => void micButton().dispatchEvent(pointer("pointerdown", 1_000)));
    const bar = await recorder();
    await waitFor(() => expect((within(bar).getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(false));
    act(() => void window.dispatchEvent(pointer("pointerup", 1_100)));
    expect(screen.getByRole("group", { name: "Record voice message" })).toBeTruthy();
    fireEvent.click(within(bar).getByRole("button", { name: "Cancel recording" }));
    expect(screen.getByRole("textbox", { name: "Message" })).toBeTruthy();
    expect(view.seen.some((r) => r.path === "/api/file/voice")).toBe(false);

    act(() => void micButton().dispatchEvent(pointer("pointerdown", 5_000)));
    const held = await recorder();
    await waitFor(() => expect((within(held).getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(false));
    act(() => void window.dispatchEvent(pointer("pointerup", 6_500)));
    await waitFor(() => expect(view.seen.some((r) => r.path === "/api/message/send")).toBe(true));
    expect(mic.tracks.every((t) => t.stopped)).toBe(true);
  });

  it("closes on Escape, sending nothing and releasing the microphone", async () => {
    const view = await openBob({ routes });
    fireEvent.click(micButton());
    const bar = await recorder();
    await waitFor(() => expect(mic.tracks).toHaveLength(1));
    fireEvent.keyDown(bar, { key: "Escape" });
    expect(screen.getByRole("textbox", { name: "Message" })).toBeTruthy();
    expect(mic.tracks[0]?.stopped).toBe(true);
    expect(view.seen.some((r) => r.path === "/api/file/voice")).toBe(false);
  });
});

describe("given a microphone the browser refuses", () => {
  it("says so in the composer and keeps the draft", async () => {
    installMicrophone({ refuse: true });
    const view = await openBob({ routes });
    view.chat.setDraft("hello");
    fireEvent.click(micButton());
    expect((await screen.findByRole("alert")).textContent).toBe(MIC_TEXT);
    expect((screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement).value).toBe("hello");
  });
});

describe("given a browser that cannot record", () => {
  it("shows no microphone control", async () => {
    await openBob();
    expect(screen.getByRole("textbox", { name: "Message" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Record voice message" })).toBeNull();
  });
});

describe("given voice messages in the conversation", () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event("play"));
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event("pause"));
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows theirs and mine with the duration and a Play button that becomes Pause, without axe violations", async () => {
    const view = await openBob({
      messages: {
        2: [
          demoMessage({ fromUserId: 2, toUserId: 7, type: "audio", msg: "", url: VOICE_URL, duration: 2 }),
          demoMessage({ fromUserId: 7, toUserId: 2, type: "audio", msg: "", url: VOICE_URL, duration: 75 }),
        ],
      },
    });
    await waitFor(() => expect(screen.getAllByRole("group", { name: "Voice message" })).toHaveLength(2));
    const [theirs, mine] = screen.getAllByRole("group", { name: "Voice message" });
    expect(theirs?.textContent).toContain("0:02");
    expect(mine?.textContent).toContain("1:15");
    expect(theirs?.querySelector("audio")?.getAttribute("src")).toMatch(/\/files\/a+\.webm$/);
    const play = within(theirs!).getByRole("button", { name: "Play" });
    fireEvent.click(play);
    expect(within(theirs!).getByRole("button", { name: "Pause" })).toBe(play);
    // Starting another one pauses the first.
    fireEvent.click(within(mine!).getByRole("button", { name: "Play" }));
    expect(within(theirs!).getByRole("button", { name: "Play" })).toBeTruthy();
    expect(within(mine!).getByRole("button", { name: "Pause" })).toBeTruthy();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it("names a voice message in the Recent list's preview", async () => {
    await renderPanel(<MessagePreview message={demoMessage({ type: "audio", msg: "", url: VOICE_URL, duration: 2 })} />);
    expect(screen.getByText("Voice message")).toBeTruthy();
  });
});
