import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeMicrophone } from "./testing.js";
import { createVoiceRecording } from "./voice-recording.js";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("given a microphone and a recorder for Opus", () => {
  it("records Opus in WebM at a speech bitrate, counts the time and hands over the recording once, releasing the microphone", async () => {
    const mic = fakeMicrophone();
    const recording = createVoiceRecording(mic);
    await recording.start();
    expect(mic.recorders[0]?.options).toEqual({ mimeType: "audio/webm;codecs=opus", audioBitsPerSecond: 32_000 });
    mic.advance(2_400);
    vi.advanceTimersByTime(250);
    expect(recording.$state.get()).toEqual({ status: "recording", elapsedMs: 2_400 });
    const [voice, again] = await Promise.all([recording.finish(), recording.finish()]);
    expect(again).toBeNull();
    expect(voice?.duration).toBe(2);
    expect(voice?.file.type).toBe("audio/webm;codecs=opus");
    expect(voice?.file.size).toBeGreaterThan(0);
    expect(mic.tracks).toEqual([expect.objectContaining({ stopped: true })]);
    expect(recording.$state.get()).toEqual({ status: "done" });
  });

  it("falls back to Ogg where WebM cannot be recorded", async () => {
    const mic = fakeMicrophone({ supports: ["audio/ogg;codecs=opus"] });
    await createVoiceRecording(mic).start();
    expect(mic.recorders[0]?.options?.mimeType).toBe("audio/ogg;codecs=opus");
  });

  it("stops by itself at the limit and waits for Send, counting exactly the limit", async () => {
    const mic = fakeMicrophone();
    const recording = createVoiceRecording(mic, 60_000);
    await recording.start();
    mic.advance(60_100);
    vi.advanceTimersByTime(60_000);
    expect(recording.$state.get()).toEqual({ status: "limit", elapsedMs: 60_000 });
    expect(mic.recorders[0]?.state).toBe("inactive");
    expect(mic.tracks[0]?.stopped).toBe(true);
    expect((await recording.finish())?.duration).toBe(60);
  });

  it("forgets a cancelled recording and hands nothing over", async () => {
    const mic = fakeMicrophone();
    const recording = createVoiceRecording(mic);
    await recording.start();
    recording.cancel();
    expect(await recording.finish()).toBeNull();
    expect(mic.tracks[0]?.stopped).toBe(true);
  });
});

describe("given no microphone to use", () => {
  it("ends as unavailable when permission is refused, or when no Opus recorder exists", async () => {
    const refused = createVoiceRecording(fakeMicrophone({ refuse: true }));
    await refused.start();
    expect(refused.$state.get()).toEqual({ status: "unavailable" });
    const noOpus = fakeMicrophone({ supports: [] });
    const recording = createVoiceRecording(noOpus);
    await recording.start();
    expect(recording.$state.get()).toEqual({ status: "unavailable" });
    expect(noOpus.tracks).toEqual([]);
  });

  it("releases a microphone granted after the recording was cancelled", async () => {
    let grant = () => {};
    const mic = fakeMicrophone({ pending: new Promise<void>((resolve) => (grant = resolve)) });
    const recording = createVoiceRecording(mic);
    const starting = recording.start();
    recording.cancel();
    grant();
    await starting;
    expect(mic.recorders).toEqual([]);
    expect(mic.tracks).toEqual([{ stopped: true, stop: expect.any(Function) }]);
  });
});
