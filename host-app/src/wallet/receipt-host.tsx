/**
 * Shows the wallet's receipt on screen (`wallet.$receipt`) over any page: a purchase's toast opens it
 * after the page moved on (a mall order goes to /myOrder), the bill records open it in place. The app
 * loads this chunk, with the dialog, only when a receipt is first shown.
 */
import { useStore } from "@nanostores/react";
import { useEnv } from "../common/env-context.js";
import { ReceiptDialog } from "./receipt-dialog.js";

export function ReceiptHost() {
  const { wallet } = useEnv();
  const receipt = useStore(wallet.$receipt);
  if (!receipt) return null;
  return <ReceiptDialog receipt={receipt} onClose={() => wallet.closeReceipt()} />;
}
