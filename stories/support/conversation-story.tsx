/** An open conversation with Lena (user 2) as a story: the real ConversationView over a seeded chat. */
import type { TestChatOptions } from "@chat/client/test";
import type { ChatMessage } from "@chat/protocol";
import { ConversationView } from "../../widget/src/messages/conversation-view.js";
import { PanelStory, seeded, type StoryChat } from "./panel-story.js";
import { complaintReasons, PEER_ID, peerConversation, peerUser } from "./seeds.js";

export interface ConversationArgs {
  /** Width of the conversation, in px. */
  width: number;
  /** Height of the conversation, in px. */
  height: number;
}

export const conversationArgTypes = {
  width: { control: { type: "range", min: 320, max: 900, step: 10 } },
  height: { control: { type: "range", min: 360, max: 900, step: 10 } },
} as const;

export const conversationArgs: ConversationArgs = { width: 440, height: 620 };

export interface ConversationStoryProps {
  args: ConversationArgs;
  history: ChatMessage[];
  /** Extra seed or route overrides (a failing send…). */
  options?: TestChatOptions;
  /** After the conversation opened: type, send, pick an image… */
  after?: (story: StoryChat) => Promise<unknown> | unknown;
  /** Rebuild the chat when these change (args that feed the seed). */
  rebuild?: unknown;
}

export function ConversationStory({ args, history, options, after, rebuild }: ConversationStoryProps) {
  return (
    <PanelStory
      prepare={seeded({ conversations: [peerConversation()], messages: { [PEER_ID]: history }, users: [peerUser()], complaintReasons, ...options }, async (story) => {
        await story.chat.openConversation(PEER_ID);
        await after?.(story);
      })}
      rebuild={rebuild}
      box={{ inlineSize: args.width, blockSize: args.height }}
    >
      <div className="panel panel--inline" style={{ blockSize: "100%" }}>
        <ConversationView peerId={PEER_ID} onBack={() => {}} />
      </div>
    </PanelStory>
  );
}
