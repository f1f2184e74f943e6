import type { ConsoleUserDetail, ConsoleUserRow } from "@chat/protocol";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { consoleFailureText } from "../console-errors.js";
import type { SectionProps } from "../section-props.js";
import { UserPage } from "./user-page.js";
import { UserSearch } from "./user-search.js";
import { adjustCoins, loadUser, restoreUser, searchUsers, setUser } from "./users-api.js";
import "../complaints/complaints.css";
import "./users.css";

/** The users section: search, then one user's page. */
export default function UsersSection({ api, operator }: SectionProps) {
  const { i18n, t } = useLingui();
  const [results, setResults] = useState<ConsoleUserRow[] | null>(null);
  const [detail, setDetail] = useState<ConsoleUserDetail | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: "error" | "done"; text: string } | null>(null);

  async function attempt(action: () => Promise<void>, done?: string) {
    setBusy(true);
    try {
      await action();
      setMessage(done ? { kind: "done", text: done } : null);
    } catch (failure) {
      setMessage({ kind: "error", text: consoleFailureText(i18n, failure) });
    } finally {
      setBusy(false);
    }
  }
  const open = (userId: number, done?: string) => attempt(async () => setDetail(await loadUser(api, userId)), done);

  return (
    <>
      {message ? (
        <p className={message.kind === "error" ? "console-error" : "console-done"} role={message.kind === "error" ? "alert" : "status"}>
          {message.text}
        </p>
      ) : null}
      {detail ? (
        <UserPage
          key={`${detail.user.id}-${detail.bills[0]?.id ?? 0}-${detail.membership.vipLevel}-${String(detail.flags.isPayMsg)}-${String(detail.flags.isBurnPayMsg)}`}
          detail={detail}
          role={operator.role}
          onBack={() => setDetail(null)}
          onCoins={(delta, reason) =>
            attempt(async () => {
              await adjustCoins(api, detail.user.id, delta, reason);
              setDetail(await loadUser(api, detail.user.id));
            }, t`Saved.`)
          }
          onSet={(values) =>
            attempt(async () => {
              await setUser(api, detail.user.id, values);
              setDetail(await loadUser(api, detail.user.id));
            }, t`Saved.`)
          }
          onRestore={() =>
            attempt(async () => {
              await restoreUser(api, detail.user.id);
              setDetail(await loadUser(api, detail.user.id));
            }, t`Saved.`)
          }
        />
      ) : (
        <UserSearch results={results} busy={busy} onSearch={(q) => void attempt(async () => setResults(await searchUsers(api, q)))} onOpen={(id) => void open(id)} />
      )}
    </>
  );
}
