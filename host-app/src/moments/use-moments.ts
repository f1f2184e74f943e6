/** The kept-alive moments state of the signed-in user (see `moments-state.ts`). */
import { useStore } from "@nanostores/react";
import { useEnv } from "../common/env-context.js";
import { momentsStateFor, type MomentsState } from "./moments-state.js";

export function useMoments(): MomentsState {
  const { api, session } = useEnv();
  const token = useStore(session.$token);
  return momentsStateFor(api, token ?? null);
}
