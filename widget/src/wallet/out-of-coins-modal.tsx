/**
 * "Insufficient gold coins!" (product §8): opened by codes 105, 106 and 106001. "Top up coins" and "Buy
 * translation pack" make the element raise `chat-need-coins` (the host navigates to its account page);
 * "Not now" closes. The draft and image stay in the composer either way.
 */
import type { OutOfCoinsState } from "@chat/client";
import { Trans } from "@lingui/react/macro";
import { Modal } from "../modals/modal.js";
import { usePanel } from "../common/panel-context.js";

export function OutOfCoinsModal({ state, onClose }: { state: OutOfCoinsState; onClose(): void }) {
  const { controller } = usePanel();
  const go = (kind: "coins" | "translation") => {
    controller.emit("chat-need-coins", { kind });
    onClose();
  };
  return (
    <Modal title={<Trans>Insufficient gold coins!</Trans>} onClose={onClose} className="out-of-coins">
      {state.kind === "chat" ? (
        <p>
          <Trans>Only one gold coin is needed to continue chatting with your friend</Trans>
        </p>
      ) : null}
      {state.kind === "burn" ? (
        <p>
          <Trans>Three gold coins give permission to view new friends' photos</Trans>
        </p>
      ) : null}
      {state.kind === "translation" ? (
        <p>
          <Trans>Translation needs translation characters or gold coins.</Trans>
        </p>
      ) : null}
      {state.kind === "gift" ? (
        <p>
          <Trans>This gift needs more gold coins than you have.</Trans>
        </p>
      ) : null}
      <p className="muted">
        <Trans>Your message is kept; nothing was charged.</Trans>
      </p>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={() => go("coins")}>
          <Trans>Top up coins</Trans>
        </button>
        <button type="button" className="button" onClick={() => go("translation")}>
          <Trans>Buy translation pack</Trans>
        </button>
        <button type="button" className="button" onClick={onClose}>
          <Trans>Not now</Trans>
        </button>
      </div>
    </Modal>
  );
}
