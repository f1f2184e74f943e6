/** The calls of people (following, followers, visits) over the ApiClient. */
import type { FollowReply, PersonPage, ViewCounts } from "@chat/protocol";
import type { ApiClient } from "../api/api-client.js";

/** The three paged lists: people I follow, my followers, who visited me. */
export type PeopleListKind = "following" | "fans" | "visitors";

const LIST_PATH: Record<PeopleListKind, string> = {
  following: "user/follow-list",
  fans: "user/fans-list",
  visitors: "user/visitor-record",
};

/** Follows (`follow` true) or unfollows a user; both are idempotent. */
export function follow(api: ApiClient, userId: number, on: boolean): Promise<FollowReply> {
  return api.post<FollowReply>("user/follow", { userId, follow: on });
}

/** Records that the caller opened this user's home page; answers that user's counts. */
export function recordVisit(api: ApiClient, userId: number): Promise<ViewCounts> {
  return api.post<ViewCounts>("user/visit", { userId });
}

/** The caller's today's and total views. */
export function visitorNum(api: ApiClient): Promise<ViewCounts> {
  return api.get<ViewCounts>("user/visitor-num");
}

export function peoplePage(api: ApiClient, kind: PeopleListKind, page: number, pageSize: number): Promise<PersonPage> {
  return api.get<PersonPage>(LIST_PATH[kind], { page, pageSize });
}
