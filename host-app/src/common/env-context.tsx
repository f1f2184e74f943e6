import { createContext, useContext } from "react";
import type { HostEnvironment } from "./host-environment.js";

const EnvContext = createContext<HostEnvironment | null>(null);

export const EnvProvider = EnvContext.Provider;

/** The injected environment (API, session, router, toasts, viewport, wallet). */
export function useEnv(): HostEnvironment {
  const env = useContext(EnvContext);
  if (!env) throw new Error("useEnv needs an <EnvProvider>");
  return env;
}
