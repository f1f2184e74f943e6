/**
 * The panel's live notices (`chat-live-notice`: a friend request accepted, a new follower, a like or
 * comment) for the web app's screens: a listener hears them from whichever `<chat-panel>` is mounted,
 * through remounts, until it stops listening.
 */
import type { ChatLiveNotice, ChatPanelElement } from "@chat/widget";
import type { ChatPanelHandle } from "./chat-panel-handle.js";

export function listenLiveNotices(
  chatPanel: Pick<ChatPanelHandle, "$element">,
  listener: (notice: ChatLiveNotice, panel: Pick<ChatPanelElement, "isOpen">) => void,
): () => void {
  let detach = () => {};
  const stop = chatPanel.$element.subscribe((panel) => {
    detach();
    detach = () => {};
    if (!panel) return;
    const onNotice = (event: CustomEvent<ChatLiveNotice>) => listener(event.detail, panel);
    panel.addEventListener("chat-live-notice", onNotice);
    detach = () => panel.removeEventListener("chat-live-notice", onNotice);
  });
  return () => {
    stop();
    detach();
  };
}
