/**
 * The header's ID search without a UI: which user an account ID names, and asking the server's user
 * search (`GET /api/user/search`) for them.
 */
import { isApiError, type ApiClient } from "@chat/client";
import { accountIdOf, LIMITS, type UserVoReply } from "@chat/protocol";

/** What a search for an account ID leads to. */
export type IdSearchTarget = { kind: "user"; userId: number } | { kind: "own" } | { kind: "invalid" };

/** The user the server's search found, or why not (its reason, "" when it gave none). */
export type IdSearchResult = { ok: true; userId: number } | { ok: false; message: string };

/** Account IDs are user numbers plus 100000 (product §2); one's own cannot be searched (product §5). */
export function idSearchTarget(input: string, ownUserId: number | undefined): IdSearchTarget {
  const text = input.trim();
  if (!/^\d{1,15}$/.test(text)) return { kind: "invalid" };
  const accountId = Number(text);
  if (ownUserId !== undefined && accountId === accountIdOf(ownUserId)) return { kind: "own" };
  const userId = accountId - LIMITS.accountIdOffset;
  return userId > 0 ? { kind: "user", userId } : { kind: "invalid" };
}

/** Asks the server's user search for an account ID (a valid one, not one's own: `idSearchTarget`). */
export async function searchAccountId(api: Pick<ApiClient, "get">, accountId: string): Promise<IdSearchResult> {
  try {
    const { userVo } = await api.get<UserVoReply>("user/search", { content: accountId.trim() });
    return { ok: true, userId: userVo.id };
  } catch (error) {
    return { ok: false, message: isApiError(error) ? error.message : "" };
  }
}
