/** The user calls of the console. */
import type { ApiClient } from "../../api/api-client.js";
import type { ConsoleUserDetail, ConsoleUserRow } from "@chat/protocol";

export const searchUsers = (api: ApiClient, q: string) => api.get<ConsoleUserRow[]>("admin/users/search", { q });
export const loadUser = (api: ApiClient, userId: number) => api.get<ConsoleUserDetail>("admin/users/detail", { userId });
export const adjustCoins = (api: ApiClient, userId: number, delta: number, reason: string) => api.post<{ goldCoin: number }>("admin/users/coins", { userId, delta, reason });
export const setUser = (api: ApiClient, userId: number, values: { vipLevel?: 0 | 1 | 2; isPayMsg?: boolean; isBurnPayMsg?: boolean }) =>
  api.post("admin/users/set", { userId, ...values });
export const restoreUser = (api: ApiClient, userId: number) => api.post("admin/users/restore", { userId });
