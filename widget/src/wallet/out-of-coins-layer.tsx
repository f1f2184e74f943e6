/** Shows the out-of-coins modal (loaded on demand) while a paid action lacks coins. */
import { useStore } from "@nanostores/react";
import { OutOfCoinsModal } from "../modals/on-demand.js";
import { usePanel } from "../common/panel-context.js";

/** The modal for the wallet's out-of-coins state; renders nothing while there is none. */
export function OutOfCoinsLayer() {
  const { wallet } = usePanel().chat;
  const state = useStore(wallet.$outOfCoins);
  return state ? <OutOfCoinsModal state={state} onClose={() => wallet.dismissOutOfCoins()} /> : null;
}
