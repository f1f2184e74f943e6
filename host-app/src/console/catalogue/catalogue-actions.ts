/** What the catalogue screens ask of the console's API (the section wires it; stories fake it). */
import type { ConsoleCatalogue, ConsoleGoodAddRequest, ConsoleGoodUpdateRequest, ConsoleOrderPage, ConsoleOrderQuery, MallOrder } from "@chat/protocol";
import { useState } from "react";

export interface CatalogueActions {
  load(): Promise<ConsoleCatalogue>;
  addCategory(name: string, sort: number): Promise<void>;
  updateCategory(id: number, change: { name?: string; sort?: number }): Promise<void>;
  removeCategory(id: number): Promise<void>;
  addGood(good: ConsoleGoodAddRequest): Promise<void>;
  updateGood(change: ConsoleGoodUpdateRequest): Promise<void>;
  /** "12" sets the stock, "+5" / "-3" moves it. */
  setStock(id: number, stock: string): Promise<void>;
  removeGood(id: number): Promise<void>;
  addPicture(id: number, file: File): Promise<void>;
  orders(query: ConsoleOrderQuery): Promise<ConsoleOrderPage>;
  markReceived(id: number): Promise<MallOrder>;
}

/** Runs one change at a time; keeps the last failure's text for an alert. */
export function useChange(after: () => Promise<void> | void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(change: () => Promise<unknown>): Promise<boolean> {
    if (busy) return false;
    setBusy(true);
    setError(null);
    try {
      await change();
      await after();
      return true;
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run };
}
