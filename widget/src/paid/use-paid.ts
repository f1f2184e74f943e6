import type { PaidChat } from "@chat/client";
import { useStore } from "@nanostores/react";
import { atom } from "nanostores";
import { usePanel } from "../panel/panel-context.js";

const none = atom<PaidChat | null>(null);

/** The session's paid-chat state, or null (not started, or a fake chat without it). */
export function usePaid(): PaidChat | null {
  const { chat } = usePanel();
  return useStore(chat.$paid ?? none);
}
