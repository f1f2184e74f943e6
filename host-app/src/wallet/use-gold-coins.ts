import { useStore } from "@nanostores/react";
import { useEnv } from "../common/env-context.js";

/**
 * The gold coins the user has now: the live wallet store, else my-info's balance (as the side bar
 * shows them), else null while neither has loaded.
 */
export function useGoldCoins(): number | null {
  const { wallet, session } = useEnv();
  const balance = useStore(wallet.$wallet);
  const user = useStore(session.$user);
  return balance?.goldCoin ?? user?.userAccountVo.goldCoin ?? null;
}
