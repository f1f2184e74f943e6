/** The transaction record screen (spec): item, type, account change, creation time, translated characters; paged. */
import type { BillPage, BillReason, BillType } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useEnv } from "../../app/env-context.js";
import { useLoad } from "./use-wallet.js";

const PAGE_SIZE = 20;

export function BillRecords() {
  const { t, i18n } = useLingui();
  const { api } = useEnv();
  const types = useLoad<BillType[]>("bill/type");
  const [type, setType] = useState<BillReason | "">("");
  const [page, setPage] = useState(1);
  const [data, setData] = useState<BillPage | null | "error">(null);

  useEffect(() => {
    let live = true;
    setData(null);
    api.get<BillPage>("bill/list", { page, pageSize: PAGE_SIZE, ...(type ? { type } : {}) }).then(
      (v) => live && setData(v),
      () => live && setData("error"),
    );
    return () => {
      live = false;
    };
  }, [api, page, type]);

  const time = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "short", timeStyle: "short" });
  const pages = data && data !== "error" ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <section aria-labelledby="bills-title">
      <h2 id="bills-title">
        <Trans>Bill records</Trans>
      </h2>
      <label htmlFor="bill-type">
        <Trans>Type</Trans>
      </label>{" "}
      <select
        id="bill-type"
        value={type}
        onChange={(e) => {
          setType(e.target.value as BillReason | "");
          setPage(1);
        }}
      >
        <option value="">{t`All`}</option>
        {Array.isArray(types) ? types.map((bt) => <option key={bt.type} value={bt.type}>{bt.name}</option>) : null}
      </select>
      {data === null ? <p role="status">{t`Loading…`}</p> : null}
      {data === "error" ? <p role="alert">{t`The records could not load.`}</p> : null}
      {data && data !== "error" ? (
        data.records.length === 0 ? (
          <p>
            <Trans>No records yet.</Trans>
          </p>
        ) : (
          <table className="account__bills">
            <thead>
              <tr>
                <th scope="col">{t`Item`}</th>
                <th scope="col">{t`Type`}</th>
                <th scope="col">{t`Account change`}</th>
                <th scope="col">{t`Creation time`}</th>
                <th scope="col">{t`Translated characters`}</th>
              </tr>
            </thead>
            <tbody>
              {data.records.map((r) => (
                <tr key={r.id}>
                  <td>{r.item}</td>
                  <td>{(Array.isArray(types) ? types.find((bt) => bt.type === r.type)?.name : undefined) ?? r.type}</td>
                  <td>{r.accountChange > 0 ? `+${r.accountChange}` : String(r.accountChange)}</td>
                  <td>{time.format(r.createTime)}</td>
                  <td>{r.translatedCharacters}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
      {pages > 1 ? (
        <nav aria-label={t`Bill pages`} className="account__pager">
          <button type="button" className="button" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            <Trans>Previous</Trans>
          </button>{" "}
          <span>
            {page}/{pages}
          </span>{" "}
          <button type="button" className="button" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            <Trans>Next</Trans>
          </button>
        </nav>
      ) : null}
    </section>
  );
}
