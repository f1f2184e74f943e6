/** The mall's calls (product §7 "Mall") over the ApiClient. */
import type { Friend, MallBuyReply, MallBuyRequest, MallCategory, MallGood, MallGoodPage, MallOrder, MallOrderPage, MallReceiver } from "@chat/protocol";
import type { ApiClient } from "../api/api-client.js";

export const mallCategories = (api: ApiClient) => api.get<MallCategory[]>("umall-classify/list");
export const mallGoods = (api: ApiClient, classifyId: number, page: number, pageSize: number) => api.get<MallGoodPage>("umall-classify/goodlist", { classifyId, page, pageSize });
export const mallGood = (api: ApiClient, id: number) => api.get<MallGood>("umall-goods/info", { id });
export const mallBuy = (api: ApiClient, body: MallBuyRequest) => api.post<MallBuyReply>("umall-goods/buy", body);
export const mallOrders = (api: ApiClient, role: "bought" | "received", page: number, pageSize: number) => api.get<MallOrderPage>("umall-order/mebuy", { role, page, pageSize });
export const mallReceivers = (api: ApiClient) => api.get<MallReceiver[]>("umall-order/receiver");
export const mallReceive = (api: ApiClient, orderId: number) => api.post<MallOrder>("umall-order/receive", { orderId });
/** The friends a shop gift may go to. */
export const mallFriends = (api: ApiClient) => api.get<Friend[]>("friend/friend-list");
