/**
 * One voice message being recorded, without React (it loads with the recorder, on first use): asks
 * for the microphone, records Opus with MediaRecorder (in WebM, else Ogg: the first type the browser
 * supports), counts the elapsed time, stops by itself at the limit (the spec's 60 s recording hint)
 * and hands over the recording with its length. A refused or missing microphone ends as "unavailable";
 * the microphone is released as soon as the recording stops or is cancelled.
 */
import { LIMITS } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";

/** What the recorder asks for, in order of preference. */
export const VOICE_TYPES = ["audio/webm;codecs=opus", "audio/ogg;codecs=opus"] as const;

/** Speech needs little: a minute stays far below the server's 1 MB. */
const BITS_PER_SECOND = 32_000;
/** How often the elapsed time moves on screen. */
const TICK_MS = 250;

export type VoiceRecordingState =
  | { status: "starting" }
  | { status: "recording"; elapsedMs: number }
  /** Stopped at the limit: the hint shows, Send or Cancel decides. */
  | { status: "limit"; elapsedMs: number }
  /** No microphone, permission refused, or no recorder for Opus. */
  | { status: "unavailable" }
  /** Handed over or cancelled. */
  | { status: "done" };

/** The browser parts a recording uses (tests pass fakes). */
export interface RecordingEnvironment {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  MediaRecorder: Pick<typeof MediaRecorder, "isTypeSupported"> & (new (stream: MediaStream, options?: MediaRecorderOptions) => MediaRecorder);
  now(): number;
}

export interface VoiceRecording {
  $state: ReadableAtom<VoiceRecordingState>;
  /** Asks for the microphone and starts recording. */
  start(): Promise<void>;
  /** Stops and hands over the recording and its whole seconds (at least 1); null when nothing was recorded. */
  finish(): Promise<{ file: Blob; duration: number } | null>;
  /** Stops and forgets the recording. */
  cancel(): void;
}

export function browserRecordingEnvironment(): RecordingEnvironment {
  return { getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints), MediaRecorder, now: () => performance.now() };
}

export function createVoiceRecording(env: RecordingEnvironment = browserRecordingEnvironment(), limitMs = LIMITS.recordingHintS * 1000): VoiceRecording {
  const $state = atom<VoiceRecordingState>({ status: "starting" });
  let recorder: MediaRecorder | undefined;
  let stream: MediaStream | undefined;
  let startedAt = 0;
  let elapsedMs = 0;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let limit: ReturnType<typeof setTimeout> | undefined;
  const chunks: Blob[] = [];
  let stopped: Promise<void> = Promise.resolve();

  const release = () => {
    clearInterval(ticker);
    clearTimeout(limit);
    for (const track of stream?.getTracks() ?? []) track.stop();
    stream = undefined;
  };
  const stop = () => {
    if (recorder?.state === "recording") {
      elapsedMs = Math.min(limitMs, env.now() - startedAt);
      stopped = new Promise((resolve) => recorder?.addEventListener("stop", () => resolve(), { once: true }));
      recorder.stop();
    }
    release();
  };
  const over = () => ["done", "unavailable"].includes($state.get().status);

  return {
    $state,
    async start() {
      try {
        const type = VOICE_TYPES.find((t) => env.MediaRecorder.isTypeSupported(t));
        if (!type) throw new Error("no Opus recorder");
        const got = await env.getUserMedia({ audio: true });
        // Cancelled while the browser asked for permission.
        if (over()) return void got.getTracks().forEach((track) => track.stop());
        stream = got;
        recorder = new env.MediaRecorder(got, { mimeType: type, audioBitsPerSecond: BITS_PER_SECOND });
        recorder.addEventListener("dataavailable", (event) => {
          if (event.data.size > 0) chunks.push(event.data);
        });
        recorder.start();
      } catch {
        release();
        $state.set({ status: "unavailable" });
        return;
      }
      startedAt = env.now();
      $state.set({ status: "recording", elapsedMs: 0 });
      ticker = setInterval(() => $state.set({ status: "recording", elapsedMs: Math.min(limitMs, env.now() - startedAt) }), TICK_MS);
      limit = setTimeout(() => {
        stop();
        $state.set({ status: "limit", elapsedMs: limitMs });
      }, limitMs);
    },
    async finish() {
      const status = $state.get().status;
      if (status !== "recording" && status !== "limit") return null;
      stop();
      // Handed over once, however often Send is pressed.
      $state.set({ status: "done" });
      await stopped;
      if (!chunks.length) return null;
      const file = new Blob(chunks, { type: recorder?.mimeType || chunks[0]?.type || VOICE_TYPES[0] });
      return { file, duration: Math.max(1, Math.round(elapsedMs / 1000)) };
    },
    cancel() {
      stop();
      chunks.length = 0;
      $state.set({ status: "done" });
    },
  };
}
