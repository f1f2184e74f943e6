import { Trans } from "@lingui/react/macro";

/** `/chats`: the chat panel itself fills the content area (the layout shows it inline here). */
export function ChatsPage() {
  return (
    <h1 className="visually-hidden">
      <Trans>Chats</Trans>
    </h1>
  );
}
