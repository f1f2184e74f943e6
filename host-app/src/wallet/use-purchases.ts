import { createPurchases, type Purchases } from "@chat/client";
import { useMemo } from "react";
import { useEnv } from "../common/env-context.js";

/**
 * Buying, for the wallet page's tabs: made here rather than in the host environment, so its code
 * (and the receipts it answers) loads with the pages that buy, never with the first page.
 */
export function usePurchases(): Purchases {
  const { api, wallet } = useEnv();
  return useMemo(() => createPurchases({ api, wallet }), [api, wallet]);
}
