/** The whole panel (frame, tabs, screens) as a story, in one of the frame's modes. */
import { PanelBody } from "../../widget/src/panel/panel-body.js";
import { PanelFrame } from "../../widget/src/panel/panel-frame.js";
import { PanelStory, type Prepare, type StoryChat } from "./panel-story.js";

const POSITION_KEY = "chat-panel:position";

export type FrameMode = "inline" | "floating" | "fullscreen";

export interface PanelArgs {
  /** inline: in the page flow (the /chats page); floating: the draggable dialog; fullscreen. */
  mode: FrameMode;
  /** Width of the box an inline panel fills, in px. */
  width: number;
  /** Height of that box, in px. */
  height: number;
}

export const panelArgTypes = {
  mode: { control: "inline-radio", options: ["inline", "floating", "fullscreen"] },
  width: { control: { type: "range", min: 320, max: 1200, step: 10 } },
  height: { control: { type: "range", min: 420, max: 900, step: 10 } },
} as const;

/** Puts the element's controller in the frame mode the story asks for. */
export function applyMode(story: StoryChat, mode: FrameMode, dragTo?: { x: number; y: number }) {
  // The floating panel starts where it was last dropped (the frame keeps that in localStorage).
  if (dragTo) localStorage.setItem(POSITION_KEY, JSON.stringify(dragTo));
  else localStorage.removeItem(POSITION_KEY);
  story.controller.$inline.set(mode === "inline");
  story.controller.$open.set(mode !== "inline");
  story.controller.$fullscreen.set(mode === "fullscreen");
}

export function WholePanel({ args, prepare, dragTo }: { args: PanelArgs; prepare: Prepare; dragTo?: { x: number; y: number } }) {
  return (
    <PanelStory
      prepare={async () => {
        const story = await prepare();
        applyMode(story, args.mode, dragTo);
        return story;
      }}
      rebuild={args.mode}
      box={{ inlineSize: args.width, blockSize: args.height }}
    >
      {(story) => (
        <PanelFrame controller={story.controller}>
          <PanelBody />
        </PanelFrame>
      )}
    </PanelStory>
  );
}
