/** The calls of Encounter (product §6 "Matching") over the ApiClient. */
import type { AddFriendReply, EncounterMatchPage, EncounterPage, MatchingReply, MatchingRequest, SendMessageReply, SendMessageRequest } from "@chat/protocol";
import type { ApiClient } from "../api/api-client.js";

/** A page of people to meet. */
export const encounterList = (api: ApiClient, page: number, pageSize: number) => api.get<EncounterPage>("bump/list", { page, pageSize });

/** A page of past matches, newest first. */
export const encounterMatches = (api: ApiClient, page: number, pageSize: number) => api.get<EncounterMatchPage>("bump/list2", { page, pageSize });

/** The caller passed this card ("Next"). */
export const encounterNext = (api: ApiClient, userId: number) => api.post<null>("bump/next", { userId });

/** One step of live matching (status, start, settle, cancel, end). */
export const matchingCall = (api: ApiClient, body: MatchingRequest) => api.post<MatchingReply>("bump/matching", body);

/** A friend request carrying a greeting ("Say hi" when a conversation is not allowed yet). */
export const greetWithRequest = (api: ApiClient, userId: number, note: string) => api.post<AddFriendReply>("friend/add-friend", { userId, note });

/** The greeting as a text message ("Say hi" when a conversation is allowed). */
export const greetWithMessage = (api: ApiClient, userId: number, text: string, clientMsgId: string) =>
  api.post<SendMessageReply>("message/send", { toUserId: userId, messageType: "txt", content: text, platform: "Web", clientMsgId } satisfies SendMessageRequest);
