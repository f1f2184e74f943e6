import { isApiError } from "@chat/client";
import { accountIdOf, LIMITS, type UserVoReply } from "@chat/protocol";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { SearchIcon } from "@chat/design";
import { useEnv } from "../app/env-context.js";

/** What a search for an account ID leads to. */
export type IdSearchTarget = { kind: "user"; userId: number } | { kind: "own" } | { kind: "invalid" };

/** Account IDs are user numbers plus 100000 (product §2); one's own cannot be searched (product §5). */
export function idSearchTarget(input: string, ownUserId: number | undefined): IdSearchTarget {
  const text = input.trim();
  if (!/^\d{1,15}$/.test(text)) return { kind: "invalid" };
  const accountId = Number(text);
  if (ownUserId !== undefined && accountId === accountIdOf(ownUserId)) return { kind: "own" };
  const userId = accountId - LIMITS.accountIdOffset;
  return userId > 0 ? { kind: "user", userId } : { kind: "invalid" };
}

/**
 * The header's ID search box: asks the server's user search for the account ID and opens the one
 * user found; one's own ID and an unknown one are refused with the spec's texts.
 */
export function IdSearch() {
  const { t } = useLingui();
  const { api, router, session, toasts } = useEnv();
  const user = useStore(session.$user);
  const [value, setValue] = useState("");

  return (
    <form
      role="search"
      className="id-search"
      onSubmit={(event) => {
        event.preventDefault();
        const target = idSearchTarget(value, user?.id);
        if (target.kind === "own") toasts.notify({ kind: "error", text: t`Do not search your own account` });
        else if (target.kind === "invalid") toasts.notify({ kind: "error", text: t`Please enter an account ID.` });
        else {
          api
            .get<UserVoReply>("user/search", { content: value.trim() })
            .then(({ userVo }) => router.open(`/userHomePage/${userVo.id}`))
            .catch((error: unknown) =>
              toasts.notify({ kind: "error", text: isApiError(error) && error.message ? error.message : t`Search user does not exist` }),
            );
        }
      }}
    >
      <input
        className="id-search__input"
        type="search"
        inputMode="numeric"
        aria-label={t`Search ID`}
        placeholder={t`Search ID`}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button className="id-search__button" type="submit" aria-label={t`Search`}>
        <SearchIcon />
      </button>
    </form>
  );
}
