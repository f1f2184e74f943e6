/**
 * A fake microphone and MediaRecorder for tests and stories: the recorder hands over one small chunk
 * when it stops; tracks record whether they were stopped; the microphone can refuse.
 */
import type { RecordingEnvironment } from "./voice-recording.js";

export interface FakeMicrophone extends RecordingEnvironment {
  /** The recorders made, newest last. */
  recorders: FakeRecorder[];
  /** The tracks handed out, with whether each was stopped. */
  tracks: { stopped: boolean }[];
  /** Moves the clock `now` answers. */
  advance(ms: number): void;
}

export interface FakeRecorder extends MediaRecorder {
  options: MediaRecorderOptions | undefined;
}

/**
 * `supports` lists the types the fake recorder takes (both Opus types by default); `refuse` makes
 * getUserMedia fail as when permission is refused; `pending` leaves it unanswered until resolved.
 */
export function fakeMicrophone(options: { supports?: string[]; refuse?: boolean; pending?: Promise<void> } = {}): FakeMicrophone {
  const supports = options.supports ?? ["audio/webm;codecs=opus", "audio/ogg;codecs=opus"];
  let time = 0;
  const recorders: FakeRecorder[] = [];
  const tracks: { stopped: boolean }[] = [];

  class Recorder extends EventTarget {
    static isTypeSupported = (type: string) => supports.includes(type);
    state: RecordingState = "inactive";
    mimeType: string;
    constructor(
      readonly stream: MediaStream,
      readonly options?: MediaRecorderOptions,
    ) {
      super();
      this.mimeType = options?.mimeType ?? "";
      recorders.push(this as unknown as FakeRecorder);
    }
    start() {
      this.state = "recording";
    }
    stop() {
      if (this.state === "inactive") return;
      this.state = "inactive";
      queueMicrotask(() => {
        this.dispatchEvent(Object.assign(new Event("dataavailable"), { data: new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: this.mimeType }) }));
        this.dispatchEvent(new Event("stop"));
      });
    }
  }

  return {
    recorders,
    tracks,
    advance: (ms) => void (time += ms),
    now: () => time,
    MediaRecorder: Recorder as unknown as RecordingEnvironment["MediaRecorder"],
    async getUserMedia() {
      await options.pending;
      if (options.refuse) throw new DOMException("Permission denied", "NotAllowedError");
      const track = { stopped: false, stop: () => void (track.stopped = true) };
      tracks.push(track);
      return { getTracks: () => [track] } as unknown as MediaStream;
    },
  };
}
