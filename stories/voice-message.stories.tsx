/**
 * Voice messages: the composer's microphone (idle), the recorder while it records and once the 60 s
 * limit stopped it (on a recording held in that state, so no microphone is asked for), and voice
 * bubbles, mine and theirs, idle and playing (a tone made here, played muted as the story's own click
 * has no user gesture behind it).
 */
import type { VoiceRecording, VoiceRecordingState } from "../widget/src/voice-message/voice-recording.js";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { atom } from "nanostores";
import { VoiceRecorder } from "../widget/src/voice-message/voice-recorder.js";
import { conversationArgs, conversationArgTypes, ConversationStory, type ConversationArgs } from "./support/conversation-story.js";
import { greeting } from "./support/conversation-seeds.js";
import { PanelStory, seeded, waitInPanel } from "./support/panel-story.js";
import { message } from "./support/seeds.js";

const meta = {
  title: "Conversation/Voice messages",
  args: conversationArgs,
  argTypes: conversationArgTypes,
} satisfies Meta<ConversationArgs>;
export default meta;
type Story = StoryObj<ConversationArgs>;

/** A recording that stays in one state. */
const held = (state: VoiceRecordingState): VoiceRecording => ({ $state: atom(state), start: async () => {}, finish: async () => null, cancel: () => {} });

function RecorderStory({ args, state }: { args: ConversationArgs; state: VoiceRecordingState }) {
  return (
    <PanelStory prepare={seeded()} box={{ inlineSize: args.width, blockSize: "auto" }}>
      <div className="panel panel--inline">
        <div className="composer">
          <VoiceRecorder press={{ heldMs: 0 }} onClose={() => {}} recording={held(state)} />
        </div>
      </div>
    </PanelStory>
  );
}

/** The composer with "Record voice message" beside the picture button. */
export const RecorderIdle: Story = {
  render: (args) => <ConversationStory args={args} history={greeting()} />,
};

/** Recording, 12 s in: the time, "Cancel recording" and Send. */
export const RecorderRecording: Story = {
  render: (args) => <RecorderStory args={args} state={{ status: "recording", elapsedMs: 12_000 }} />,
};

/** The limit stopped the recording: the spec's 60 s hint, then Send or Cancel. */
export const RecorderAtLimit: Story = {
  render: (args) => <RecorderStory args={args} state={{ status: "limit", elapsedMs: 60_000 }} />,
};

/** A soft tone of `seconds` as a WAV blob URL (8 kHz, 8-bit mono): playable with no server. */
function toneUrl(seconds: number): string {
  const rate = 8000;
  const samples = rate * seconds;
  const wav = new DataView(new ArrayBuffer(44 + samples));
  const text = (at: number, s: string) => [...s].forEach((c, i) => wav.setUint8(at + i, c.charCodeAt(0)));
  text(0, "RIFF");
  wav.setUint32(4, 36 + samples, true);
  text(8, "WAVEfmt ");
  wav.setUint32(16, 16, true);
  wav.setUint16(20, 1, true);
  wav.setUint16(22, 1, true);
  wav.setUint32(24, rate, true);
  wav.setUint32(28, rate, true);
  wav.setUint16(32, 1, true);
  wav.setUint16(34, 8, true);
  text(36, "data");
  wav.setUint32(40, samples, true);
  for (let i = 0; i < samples; i++) wav.setUint8(44 + i, 128 + Math.round(20 * Math.sin((2 * Math.PI * 440 * i) / rate)));
  return URL.createObjectURL(new Blob([wav.buffer], { type: "audio/wav" }));
}

const voiceHistory = () => {
  const url = toneUrl(20);
  return [
    message("Can you hear me?", -4),
    message("", -3, { type: "audio", url, duration: 20 }),
    message("", -2, { mine: true, type: "audio", url, duration: 20 }),
    message("Loud and clear!", -1, { mine: true }),
  ];
};

/** Theirs and mine, with their length and Play. */
export const VoiceBubbles: Story = {
  render: (args) => <ConversationStory args={args} history={voiceHistory()} />,
};

/** Theirs, playing: Pause and the progress bar moving. */
export const VoiceBubblePlaying: Story = {
  render: (args) => <ConversationStory args={args} history={voiceHistory()} />,
  play: async ({ canvasElement }) => {
    const bubble = await waitInPanel(canvasElement, (root) => root.querySelector<HTMLElement>(".bubble--voice"));
    const audio = bubble.querySelector("audio");
    if (audio) audio.muted = true;
    bubble.querySelector("button")?.click();
  },
};
