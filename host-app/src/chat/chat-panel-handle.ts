import type { ChatPanelElement, ChatPanelEnvironment } from "@chat/widget";
import { atom, type WritableAtom } from "nanostores";

/**
 * The host app's handle on its one `<chat-panel>`: the mounted element (to call its public methods)
 * and the unread total it reports. Only the element's public contract is used.
 */
export interface ChatPanelHandle {
  $element: WritableAtom<ChatPanelElement | null>;
  $unread: WritableAtom<number>;
  /** Overrides for tests (fake server, fake transport); undefined in the browser. */
  environment: ChatPanelEnvironment | undefined;
  /** The API origin handed to the element ("" means this page's origin). */
  apiBase: string;
}

export function createChatPanelHandle(apiBase: string, environment?: ChatPanelEnvironment): ChatPanelHandle {
  return { $element: atom(null), $unread: atom(0), environment, apiBase };
}
