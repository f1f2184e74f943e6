import type { Chat } from "@chat/client";
import type { MyInfo, UserInfo } from "@chat/protocol";
import { createContext, useContext } from "react";
import type { PanelController } from "../element/controller.js";

/** What every component of the panel may use: the chat stores and actions, the element, and me. */
export interface PanelContextValue {
  chat: Chat;
  controller: PanelController;
  /** My-info; the profile's extras are there when the server sent them (spoken languages, completion). */
  me: UserInfo & Partial<Pick<MyInfo, "languages" | "profileCompleted">>;
}

const PanelContext = createContext<PanelContextValue | null>(null);

export const PanelProvider = PanelContext.Provider;

export function usePanel(): PanelContextValue {
  const value = useContext(PanelContext);
  if (!value) throw new Error("usePanel needs a <PanelProvider>");
  return value;
}
