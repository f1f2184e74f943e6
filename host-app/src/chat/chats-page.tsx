import { Trans } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { useEnv } from "../common/env-context.js";

/**
 * `/chats`: the chat panel itself fills the content area (the layout shows it inline here).
 * `/chats?with=<id>` (where a push notification leads) opens that conversation.
 */
export function ChatsPage() {
  const { router, chatPanel } = useEnv();
  const peer = Number(useStore(router)?.search?.with);
  const element = useStore(chatPanel.$element);
  useEffect(() => {
    if (element && Number.isSafeInteger(peer) && peer > 0) element.openConversation(peer);
  }, [element, peer]);
  return (
    <h1 className="visually-hidden">
      <Trans>Chats</Trans>
    </h1>
  );
}
