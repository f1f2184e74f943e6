/**
 * The per-conversation "Auto-translate" switch: while on, each message received from this peer is
 * translated into my language as it arrives (charged like a manual translation, shown under it).
 * The cost rule shows when it is on; it turns itself off, with a notice, when I run out of
 * characters and coins.
 */
import { Trans } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useId, useState } from "react";
import { usePanel } from "../common/panel-context.js";

/** `costShown`: the picker already shows the cost rule (a writing language is set), so it is not said twice. */
export function AutoTranslateSwitch({ peerId, costShown }: { peerId: number; costShown: boolean }) {
  const { chat } = usePanel();
  const { translation } = chat;
  const auto = useStore(translation.$auto);
  const stopped = useStore(translation.$autoStopped) === peerId;
  const active = useStore(chat.$active);
  const [failed, setFailed] = useState(false);
  const id = useId();
  const on = auto[peerId] !== undefined;
  const messages = active?.peerId === peerId ? active.messages : undefined;

  useEffect(() => {
    void translation.loadAuto();
  }, [translation]);
  useEffect(() => {
    if (on && messages) translation.autoTranslate(messages.filter((m) => m.fromUserId === peerId));
  }, [on, messages, peerId, translation]);

  const toggle = async (next: boolean) => {
    setFailed(false);
    if (!(await translation.setAuto(peerId, next))) setFailed(true);
  };
  return (
    <span className="auto-translate">
      <input id={id} type="checkbox" checked={on} onChange={(e) => void toggle(e.target.checked)} />
      <label htmlFor={id}>
        <Trans>Auto-translate</Trans>
      </label>
      {on && !costShown ? (
        <span className="muted">
          <Trans>1 gold coin per started 100 characters once your translation characters are used</Trans>
        </span>
      ) : null}
      {stopped && !on ? (
        <span className="error-text" role="status">
          <Trans>Auto-translate was turned off: you are out of translation characters and gold coins.</Trans>
        </span>
      ) : null}
      {failed ? (
        <span className="error-text" role="alert">
          <Trans>Something went wrong. Please try again.</Trans>
        </span>
      ) : null}
    </span>
  );
}
