import { createUsers } from "@chat/client/console";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useMemo } from "react";
import { consoleFailureText } from "../console-errors.js";
import type { SectionProps } from "../section-props.js";
import { UserPage } from "./user-page.js";
import { UserSearch } from "./user-search.js";
import "../complaints/complaints.css";
import "./users.css";

/** The users section: search, then one user's page. */
export default function UsersSection({ api, operator }: SectionProps) {
  const { i18n, t } = useLingui();
  const users = useMemo(() => createUsers(api), [api]);
  const results = useStore(users.$results);
  const detail = useStore(users.$detail);
  const busy = useStore(users.$busy);
  const outcome = useStore(users.$outcome);

  // Other sections link to a user's page as /admin/users?user=<id> (the inbox's member context).
  // Only when the section opens: later searches leave the address alone.
  useEffect(() => void users.openLinked(location.search), [users]);

  return (
    <>
      {outcome ? (
        <p className={outcome.kind === "error" ? "console-error" : "console-done"} role={outcome.kind === "error" ? "alert" : "status"}>
          {outcome.kind === "error" ? consoleFailureText(i18n, outcome.error) : t`Saved.`}
        </p>
      ) : null}
      {detail ? (
        <UserPage
          key={`${detail.user.id}-${detail.bills[0]?.id ?? 0}-${detail.membership.vipLevel}-${String(detail.flags.isPayMsg)}-${String(detail.flags.isBurnPayMsg)}`}
          detail={detail}
          role={operator.role}
          onBack={users.close}
          onCoins={users.adjustCoins}
          onSet={users.set}
          onRestore={users.restore}
        />
      ) : (
        <UserSearch results={results} busy={busy} onSearch={(q) => void users.search(q)} onOpen={(id) => void users.open(id)} />
      )}
    </>
  );
}
