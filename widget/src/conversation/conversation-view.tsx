/**
 * An open conversation (spec §2): header with back, the peer's name (opens the profile card) and
 * "Complaint"; the history; the composer; the image preview and complaint modals.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { ViewHeader } from "../common/view-header.js";
import { ComplaintModal } from "../modals/on-demand.js";
import { ImagePreview } from "../modals/on-demand.js";
import { usePanel } from "../panel/panel-context.js";
import { BurnViewerLayer } from "../burn-after-read/burn-image.js";
import { OutOfCoinsLayer } from "../wallet/out-of-coins-layer.js";
import { PayPrompt } from "../wallet/pay-prompt.js";
import { Composer } from "./composer.js";
import { MessageList } from "./message-list.js";

/** The name the panel shows for a user: the remark when set, else the nickname. */
export function usePeerName(peerId: number): string {
  const { chat } = usePanel();
  const conversations = useStore(chat.$conversations);
  const contacts = useStore(chat.$contacts);
  const conversation = conversations.find((c) => c.userId === peerId);
  if (conversation) return conversation.remark || conversation.nickname;
  for (const group of contacts) {
    const friend = group.friends.find((f) => f.friendUserId === peerId);
    if (friend) return friend.friendRemarkName || friend.friendUserNickName;
  }
  return "";
}

export function ConversationView({ peerId, onBack }: { peerId: number; onBack(): void }) {
  const { t } = useLingui();
  const { chat } = usePanel();
  const name = usePeerName(peerId);
  const peerImAccount = useStore(chat.$conversations).find((c) => c.userId === peerId)?.imAccount ?? "";
  const [preview, setPreview] = useState<string | null>(null);
  const [complaint, setComplaint] = useState(false);

  return (
    <section className="conversation" aria-label={name || t`Conversation`}>
      <ViewHeader
        title={
          <button type="button" className="conversation__peer" onClick={() => void chat.openProfile(peerId)}>
            {name || <Trans>Conversation</Trans>}
          </button>
        }
        onBack={onBack}
      >
        <button type="button" className="button" onClick={() => setComplaint(true)}>
          <Trans>Complaint</Trans>
        </button>
      </ViewHeader>
      <MessageList onPreview={setPreview} />
      <PayPrompt />
      <Composer peerImAccount={peerImAccount} />
      {preview ? <ImagePreview src={preview} onClose={() => setPreview(null)} /> : null}
      {complaint ? <ComplaintModal userId={peerId} onClose={() => setComplaint(false)} /> : null}
      <BurnViewerLayer />
      <OutOfCoinsLayer />
    </section>
  );
}
