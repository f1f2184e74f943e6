/** The user's balances (`GET /api/wallet/balance`), refreshed after every purchase. */
import type { WalletBalance } from "@chat/protocol";
import { useCallback, useEffect, useState } from "react";
import { useEnv } from "../../app/env-context.js";

export interface WalletState {
  balance: WalletBalance | null;
  /** Takes the balance a purchase answered with. */
  set(balance: WalletBalance): void;
  reload(): Promise<void>;
}

export function useWallet(): WalletState {
  const { api } = useEnv();
  const [balance, setBalance] = useState<WalletBalance | null>(null);
  const reload = useCallback(async () => {
    try {
      setBalance(await api.get<WalletBalance>("wallet/balance"));
    } catch {
      // The page shows "—" until a later load works.
    }
  }, [api]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { balance, set: setBalance, reload };
}

/** Loads `path` once; null until it answers, "error" when it failed. */
export function useLoad<T>(path: string): T | null | "error" {
  const { api } = useEnv();
  const [value, setValue] = useState<T | null | "error">(null);
  useEffect(() => {
    let live = true;
    api.get<T>(path).then(
      (v) => live && setValue(v),
      () => live && setValue("error"),
    );
    return () => {
      live = false;
    };
  }, [api, path]);
  return value;
}

/** A fresh key per purchase attempt, so a retried request is charged once (server idempotency). */
export function newRequestId(): string {
  return globalThis.crypto.randomUUID().replace(/-/g, "");
}

/** The error text of a failed call (already in the user's language), else "". */
export function errorTextOf(error: unknown): string {
  return typeof error === "object" && error !== null && typeof (error as { msg?: unknown }).msg === "string" ? (error as { msg: string }).msg : "";
}
