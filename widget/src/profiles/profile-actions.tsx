/**
 * The profile card's buttons: for a friend "Send message" and "Delete friend" (after a confirmation);
 * for anyone else "Add friend", which the server turns into a friendship at once or a request
 * ("Request sent", disabled), and Block/Unblock (block-button.tsx); on my own unfinished profile an
 * invitation to finish it, which asks the page to open the profile edit (`chat-edit-profile`).
 */
import type { PublicProfile } from "@chat/client";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { ConfirmModal } from "../modals/on-demand.js";
import { usePanel } from "../common/panel-context.js";
import { BlockButton } from "./block-button.js";

export function ProfileActions({ shown }: { shown: PublicProfile }) {
  const { t } = useLingui();
  const { chat, me } = usePanel();
  const action = useStore(chat.friends.$actions)[shown.id];
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState("");
  if (shown.id === me.id) return me.profileCompleted === false ? <FinishProfile /> : null;

  const busy = action?.status === "busy";
  const failure = action?.status === "failed" ? action.error || t`Something went wrong. Please try again.` : "";
  const add = async () => {
    setNotice("");
    const result = await chat.friends.addFriend(shown.id);
    if (result.ok) setNotice(result.outcome === "added" ? t`You are now friends.` : t`Friend request sent`);
  };

  return (
    <div className="profile__actions">
      {shown.isFriend ? (
        <>
          <button type="button" className="button button--primary" onClick={() => void chat.messageFromProfile(shown.id)}>
            <Trans>Send message</Trans>
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => setConfirming(true)}>
            <Trans>Delete friend</Trans>
          </button>
        </>
      ) : action?.status === "requested" ? (
        <button type="button" className="button" disabled>
          <Trans>Request sent</Trans>
        </button>
      ) : (
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void add()}>
          <Trans>Add friend</Trans>
        </button>
      )}
      <p className="profile__notice muted" role="status">
        {notice}
      </p>
      {failure ? (
        <p className="error-text" role="alert">
          {failure}
        </p>
      ) : null}
      <BlockButton userId={shown.id} name={shown.remark || shown.nickname} />
      {confirming ? (
        <ConfirmModal
          title={t`Delete friend`}
          message={t`Delete ${shown.remark || shown.nickname} from your friends? You can add them again later.`}
          confirmLabel={<Trans>Delete</Trans>}
          onConfirm={async () => {
            setNotice("");
            const result = await chat.friends.deleteFriend(shown.id);
            if (result.ok) setNotice(t`Deleted from your friends.`);
          }}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}

function FinishProfile() {
  const { controller } = usePanel();
  return (
    <div className="profile__finish">
      <p>
        <Trans>Your profile is not finished yet. Add a picture and a few words about yourself so people know who they are talking to.</Trans>
      </p>
      <button type="button" className="button button--primary" onClick={() => controller.emit("chat-edit-profile", {})}>
        <Trans>Finish your profile</Trans>
      </button>
    </div>
  );
}
