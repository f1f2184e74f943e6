/**
 * "Block" / "Unblock" on another user's profile card. Blocking asks first (the on-demand confirm
 * modal): the blocked user can no longer message the user, add them or see their home page, and
 * leaves Recent and Contacts (the server's `block` event updates every tab). A refusal shows the
 * server's reason under the button.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { ConfirmModal } from "../modals/on-demand.js";
import { usePanel } from "../common/panel-context.js";

export function BlockButton({ userId, name, blocked = false }: { userId: number; name: string; blocked?: boolean }) {
  const { t } = useLingui();
  const { chat } = usePanel();
  const known = useStore(chat.block.$blockedIds).includes(userId);
  const [changed, setChanged] = useState<boolean | null>(null);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState("");
  const isBlocked = changed ?? (known || blocked);

  const run = async () => {
    setError("");
    const result = isBlocked ? await chat.block.unblock(userId) : await chat.block.block(userId);
    if (result.ok) setChanged(!isBlocked);
    else setError(result.error || t`Something went wrong. Please try again.`);
  };

  return (
    <div className="block-button">
      <button type="button" className="button" onClick={() => setAsking(true)}>
        {isBlocked ? <Trans>Unblock</Trans> : <Trans>Block</Trans>}
      </button>
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      {asking ? (
        <ConfirmModal
          title={isBlocked ? t`Unblock ${name}?` : t`Block ${name}?`}
          message={
            isBlocked
              ? t`${name} will be able to message you and add you as a friend again.`
              : t`${name} will no longer be able to message you, add you as a friend or see your home page. You can unblock them in Settings.`
          }
          confirmLabel={isBlocked ? <Trans>Unblock</Trans> : <Trans>Block</Trans>}
          onConfirm={run}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </div>
  );
}
