import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { SearchIcon } from "@chat/design";
import { useEnv } from "../common/env-context.js";
import { idSearchTarget, searchAccountId } from "./id-search-actions.js";

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
          void searchAccountId(api, value).then((found) =>
            found.ok ? router.open(`/userHomePage/${found.userId}`) : toasts.notify({ kind: "error", text: found.message || t`Search user does not exist` }),
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
