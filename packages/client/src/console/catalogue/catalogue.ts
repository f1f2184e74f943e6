/**
 * The mall in the console: categories, goods and orders. `admin` changes the catalogue; every operator
 * reads it and may mark orders received. Changes run one at a time per table (the catalogue, the
 * orders) and load it again after each; the last failure stays for an alert. The calls are an
 * interface so stories and tests answer them in memory.
 */
import type { ConsoleCatalogue, ConsoleGoodAddRequest, ConsoleGoodUpdateRequest, ConsoleOrderPage, ConsoleOrderQuery, MallOrder, MallOrderStatus } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../../api/api-client.js";

export interface CatalogueCalls {
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

export function catalogueCalls(api: ApiClient): CatalogueCalls {
  const post = (path: string, body: unknown) => api.post(`admin/mall/${path}`, body).then(() => undefined);
  return {
    load: () => api.get<ConsoleCatalogue>("admin/mall/catalogue"),
    addCategory: (name, sort) => post("categories/add", { name, sort }),
    updateCategory: (id, change) => post("categories/update", { id, ...change }),
    removeCategory: (id) => post("categories/remove", { id }),
    addGood: (good) => post("goods/add", good),
    updateGood: (change) => post("goods/update", change),
    setStock: (id, stock) => post("goods/stock", { id, stock }),
    removeGood: (id) => post("goods/remove", { id }),
    addPicture(id, file) {
      const form = new FormData();
      form.append("file", file);
      return api.upload(`admin/mall/goods/picture?id=${id}`, form).then(() => undefined);
    },
    orders: (query) => api.get<ConsoleOrderPage>("admin/mall/orders", query as Record<string, string | number>),
    markReceived: (id) => api.post<MallOrder>("admin/mall/orders/status", { id, status: "received" }),
  };
}

/** The orders' filter as typed: "" for any status; the member's ID as digits, "" for everyone. */
export interface OrderFilter {
  status: MallOrderStatus | "";
  userId: string;
}

export interface ChangeState {
  busy: boolean;
  /** The last change's failure, until the next change starts. */
  error: unknown;
}

export interface Catalogue {
  /** null until the first answer. */
  $catalogue: ReadableAtom<ConsoleCatalogue | null>;
  $orders: ReadableAtom<ConsoleOrderPage>;
  $orderFilter: ReadableAtom<OrderFilter>;
  /** The last failure to load the catalogue or the orders. */
  $loadError: ReadableAtom<unknown>;
  $change: ReadableAtom<ChangeState>;
  $orderChange: ReadableAtom<ChangeState>;
  /** The catalogue and the orders. */
  load(): Promise<void>;
  setOrderFilter(filter: OrderFilter): Promise<void>;
  /** Each change resolves true once it is done (and the catalogue loaded again), false when it failed or another was running. */
  addCategory(name: string, sort: number): Promise<boolean>;
  updateCategory(id: number, change: { name?: string; sort?: number }): Promise<boolean>;
  removeCategory(id: number): Promise<boolean>;
  addGood(good: ConsoleGoodAddRequest): Promise<boolean>;
  updateGood(change: ConsoleGoodUpdateRequest): Promise<boolean>;
  setStock(id: number, stock: string): Promise<boolean>;
  removeGood(id: number): Promise<boolean>;
  addPicture(id: number, file: File): Promise<boolean>;
  markReceived(id: number): Promise<boolean>;
}

/** Runs one change at a time, then `after`; keeps the failure. */
function changer(after: () => Promise<void>) {
  const $state = atom<ChangeState>({ busy: false, error: null });
  async function run(change: () => Promise<unknown>): Promise<boolean> {
    if ($state.get().busy) return false;
    $state.set({ busy: true, error: null });
    try {
      await change();
      await after();
      $state.set({ busy: false, error: null });
      return true;
    } catch (error) {
      $state.set({ busy: false, error });
      return false;
    }
  }
  return { $state, run };
}

export function createCatalogue(calls: CatalogueCalls): Catalogue {
  const $catalogue = atom<ConsoleCatalogue | null>(null);
  const $orders = atom<ConsoleOrderPage>({ list: [], total: 0 });
  const $orderFilter = atom<OrderFilter>({ status: "", userId: "" });
  const $loadError = atom<unknown>(null);

  async function loadCatalogue() {
    try {
      $catalogue.set(await calls.load());
    } catch (error) {
      $loadError.set(error);
    }
  }
  async function loadOrders() {
    const { status, userId } = $orderFilter.get();
    try {
      $orders.set(await calls.orders({ ...(status ? { status } : {}), ...(userId ? { userId: Number(userId) } : {}), pageSize: 50 }));
    } catch (error) {
      $loadError.set(error);
    }
  }
  const change = changer(loadCatalogue);
  const orderChange = changer(loadOrders);

  return {
    $catalogue,
    $orders,
    $orderFilter,
    $loadError,
    $change: change.$state,
    $orderChange: orderChange.$state,
    async load() {
      await Promise.all([loadCatalogue(), loadOrders()]);
    },
    setOrderFilter(filter) {
      $orderFilter.set(filter);
      return loadOrders();
    },
    addCategory: (name, sort) => change.run(() => calls.addCategory(name, sort)),
    updateCategory: (id, c) => change.run(() => calls.updateCategory(id, c)),
    removeCategory: (id) => change.run(() => calls.removeCategory(id)),
    addGood: (good) => change.run(() => calls.addGood(good)),
    updateGood: (c) => change.run(() => calls.updateGood(c)),
    setStock: (id, stock) => change.run(() => calls.setStock(id, stock)),
    removeGood: (id) => change.run(() => calls.removeGood(id)),
    addPicture: (id, file) => change.run(() => calls.addPicture(id, file)),
    markReceived: (id) => orderChange.run(() => calls.markReceived(id)),
  };
}
