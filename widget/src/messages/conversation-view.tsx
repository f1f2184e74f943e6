/**
 * An open conversation (product §2): header with back, the peer's name (opens the profile card) and
 * "Complaint"; the history; the composer; the image preview and complaint modals. With someone who
 * deleted their account only the history stays, under "Deleted user".
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { ViewHeader } from "../common/view-header.js";
import { ComplaintModal } from "../modals/on-demand.js";
import { ImagePreview } from "../modals/on-demand.js";
import { usePanel } from "../common/panel-context.js";
import { BurnViewerLayer } from "../burn-after-read/burn-image.js";
import { OutOfCoinsLayer } from "../wallet/out-of-coins-layer.js";
import { PayPrompt } from "../wallet/pay-prompt.js";
import { Composer } from "./composer.js";
import { MessageList } from "./message-list.js";

/** The name the panel shows for a user: the remark when set, else the nickname; a deleted account is "Deleted user". */
export function usePeerName(peerId: number): string {
  const { t } = useLingui();
  const { chat } = usePanel();
  const conversations = useStore(chat.$conversations);
  const contacts = useStore(chat.$contacts);
  const conversation = conversations.find((c) => c.userId === peerId);
  if (conversation?.deleted) return t`Deleted user`;
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
  const row = useStore(chat.$conversations).find((c) => c.userId === peerId);
  const peerImAccount = row?.imAccount ?? "";
  // Someone who deleted their account has no profile to open, nothing to report and cannot be written to.
  const deleted = row?.deleted === true;
  const typing = useStore(chat.$typing).has(peerId);
  const [preview, setPreview] = useState<string | null>(null);
  const [complaint, setComplaint] = useState(false);

  return (
    <section className="conversation" aria-label={name || t`Conversation`}>
      <ViewHeader
        title={
          deleted ? (
            <span className="conversation__peer">{name}</span>
          ) : (
            <button type="button" className="conversation__peer" onClick={() => void chat.openProfile(peerId)}>
              {name || <Trans>Conversation</Trans>}
            </button>
          )
        }
        status={typing ? <Trans>typing…</Trans> : null}
        onBack={onBack}
      >
        {deleted ? null : (
          <button type="button" className="button" onClick={() => setComplaint(true)}>
            <Trans>Complaint</Trans>
          </button>
        )}
      </ViewHeader>
      <MessageList onPreview={setPreview} />
      <PayPrompt />
      {deleted ? null : <Composer peerImAccount={peerImAccount} />}
      {preview ? <ImagePreview src={preview} onClose={() => setPreview(null)} /> : null}
      {complaint ? <ComplaintModal userId={peerId} onClose={() => setComplaint(false)} /> : null}
      <BurnViewerLayer />
      <OutOfCoinsLayer />
    </section>
  );
}
