/**
 * The wallet: the user's balances (gold coins, translation characters, free gifts, membership), kept
 * current by the `wallet` real-time event and by every purchase's answer, plus what the wallet page
 * lists (coin, translation and VIP packages, bill records). Prices and amounts come from the server;
 * this only shows and asks. Buying (the web app's) is `createPurchases` in purchases.ts, so the
 * chat panel, which only shows balances, does not carry it.
 */
import type {
  BillPage,
  BillReason,
  BillType,
  CoinPackage,
  TranslatePackage,
  VipPackage,
  WalletBalance,
} from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";

/** A list that loads once: null while loading, "error" when it failed. */
export type Loadable<T> = T | null | "error";

export interface CoinPackageList {
  packages: CoinPackage[];
  payMethods: string[];
}

export interface BillsState {
  page: number;
  type: BillReason | "";
  data: Loadable<BillPage>;
}

export const BILLS_PAGE_SIZE = 20;

export interface Wallet {
  /** The balances, null until the first load or event. */
  $wallet: ReadableAtom<WalletBalance | null>;
  $coinPackages: ReadableAtom<Loadable<CoinPackageList>>;
  $translationPackages: ReadableAtom<Loadable<TranslatePackage[]>>;
  $vipPackages: ReadableAtom<Loadable<VipPackage[]>>;
  $billTypes: ReadableAtom<Loadable<BillType[]>>;
  $bills: ReadableAtom<BillsState>;
  /** Loads the balances (`GET /api/wallet/balance`); a failure keeps what was shown. */
  refresh(): Promise<void>;
  /** Takes newer balances: a `wallet` event, a purchase's answer, another view's report. */
  apply(balance: WalletBalance): void;
  /** Loads a package list once; `fresh` loads it again (its prices changed). */
  loadCoinPackages(fresh?: boolean): Promise<void>;
  loadTranslationPackages(fresh?: boolean): Promise<void>;
  loadVipPackages(fresh?: boolean): Promise<void>;
  /** Takes a purchase's balances and reloads the bill records when they are on screen. */
  afterPurchase(balance: WalletBalance): void;
  /** Shows a page of bill records, optionally of one type (page 1 when the type changes). */
  loadBills(query?: { page?: number; type?: BillReason | "" }): Promise<void>;
  /** Forgets everything (logout). */
  reset(): void;
}

export interface WalletOptions {
  api: ApiClient;
}

export function createWallet(options: WalletOptions): Wallet {
  const { api } = options;
  const $wallet = atom<WalletBalance | null>(null);
  const $coinPackages = atom<Loadable<CoinPackageList>>(null);
  const $translationPackages = atom<Loadable<TranslatePackage[]>>(null);
  const $vipPackages = atom<Loadable<VipPackage[]>>(null);
  const $billTypes = atom<Loadable<BillType[]>>(null);
  const $bills = atom<BillsState>({ page: 1, type: "", data: null });
  // Answers of an older bills query must not overwrite a newer one's.
  let billsQuery = 0;

  const running = new Map<string, Promise<void>>();
  /** Loads a list once (again when `fresh`); a failed load is tried again on the next call. */
  const load = <T>(store: { set(value: Loadable<T>): void; get(): Loadable<T> }, path: string, fresh = false): Promise<void> => {
    const value = store.get();
    if (!fresh && value !== null && value !== "error") return Promise.resolve();
    const loading = running.get(path);
    if (loading) return loading;
    store.set(null);
    const next = api
      .get<T>(path)
      .then(
        (loaded) => store.set(loaded),
        () => store.set("error"),
      )
      .finally(() => running.delete(path));
    running.set(path, next);
    return next;
  };

  const apply = (balance: WalletBalance) => $wallet.set(balance);

  const loadBills = async (query: { page?: number; type?: BillReason | "" } = {}) => {
    const current = $bills.get();
    const type = query.type ?? current.type;
    const page = query.page ?? (type === current.type ? current.page : 1);
    const mine = ++billsQuery;
    $bills.set({ page, type, data: null });
    void load($billTypes, "bill/type");
    try {
      const data = await api.get<BillPage>("bill/list", { page, pageSize: BILLS_PAGE_SIZE, ...(type ? { type } : {}) });
      if (mine === billsQuery) $bills.set({ page, type, data });
    } catch {
      if (mine === billsQuery) $bills.set({ page, type, data: "error" });
    }
  };

  /** A purchase changes the records: reload them when they are on screen. */
  const afterPurchase = (balance: WalletBalance) => {
    apply(balance);
    if ($bills.get().data !== null || billsQuery > 0) void loadBills();
  };

  return {
    $wallet,
    $coinPackages,
    $translationPackages,
    $vipPackages,
    $billTypes,
    $bills,
    async refresh() {
      try {
        apply(await api.get<WalletBalance>("wallet/balance"));
      } catch {
        // The balances shown stay; the next event or load brings new ones.
      }
    },
    apply,
    loadCoinPackages: (fresh) => load($coinPackages, "coin/list", fresh),
    loadTranslationPackages: (fresh) => load($translationPackages, "translate/list", fresh),
    loadVipPackages: (fresh) => load($vipPackages, "vip/list", fresh),
    afterPurchase,
    loadBills,
    reset() {
      billsQuery += 1;
      $wallet.set(null);
      $bills.set({ page: 1, type: "", data: null });
    },
  };
}
