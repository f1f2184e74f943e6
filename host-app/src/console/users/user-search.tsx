import type { ConsoleUserRow } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { formatWhen } from "../console-format.js";

export interface UserSearchProps {
  results: readonly ConsoleUserRow[] | null;
  busy: boolean;
  onSearch: (q: string) => void;
  onOpen: (userId: number) => void;
}

/** Search by e-mail address, account ID or nickname, and the users found. */
export function UserSearch({ results, busy, onSearch, onOpen }: UserSearchProps) {
  const { t } = useLingui();
  const [q, setQ] = useState("");
  return (
    <section aria-labelledby="user-search-title">
      <h1 id="user-search-title" className="console-section__title">
        <Trans>Users</Trans>
      </h1>
      <form
        className="console-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (q.trim()) onSearch(q.trim());
        }}
      >
        <label>
          <span>
            <Trans>E-mail, account ID or nickname</Trans>
          </span>
          <input type="search" value={q} onChange={(event) => setQ(event.target.value)} />
        </label>
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          <Trans>Search</Trans>
        </button>
      </form>
      {results === null ? null : results.length === 0 ? (
        <p className="console-empty">
          <Trans>Nobody found.</Trans>
        </p>
      ) : (
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Nickname</Trans>
              </th>
              <th scope="col">
                <Trans>Account ID</Trans>
              </th>
              <th scope="col">{t`E-mail`}</th>
              <th scope="col">
                <Trans>Joined</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {results.map((u) => (
              <tr key={u.id}>
                <td>
                  <button type="button" className="console-link" onClick={() => onOpen(u.id)}>
                    {u.nickname}
                  </button>
                  {u.bannedAt !== null ? (
                    <>
                      {" "}
                      <span className="complaint-card__standing">{t`Banned`}</span>
                    </>
                  ) : null}
                </td>
                <td>{u.accountId}</td>
                <td>{u.email ?? "—"}</td>
                <td>{formatWhen(u.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
