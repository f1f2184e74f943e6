/** Shows the out-of-coins modal (loaded on demand) while the session is out of coins. */
import { useStore } from "@nanostores/react";
import { OutOfCoinsModal } from "../modals/on-demand.js";
import { usePaid } from "./use-paid.js";

/** The modal for the session's out-of-coins state; renders nothing while there is none. */
export function OutOfCoinsLayer() {
  const paid = usePaid();
  return paid ? <OutOfCoinsFor paid={paid} /> : null;
}

function OutOfCoinsFor({ paid }: { paid: NonNullable<ReturnType<typeof usePaid>> }) {
  const state = useStore(paid.$outOfCoins);
  return state ? <OutOfCoinsModal state={state} onClose={() => paid.dismissOutOfCoins()} /> : null;
}
