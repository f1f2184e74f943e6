/**
 * The transaction record screen (spec): item, type, account change, creation time, translated
 * characters, and each record's receipt; paged. Every word is the reader's: the item and type from
 * their keys, each change with its unit, numbers in the locale's digits and separators.
 */
import { BILLS_PAGE_SIZE, billReceipt } from "@chat/client";
import type { BillReason } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { useEnv } from "../common/env-context.js";
import { billChangeText, billItemText, billTypeText } from "./bill-words.js";
import "./bill-records.css";

export function BillRecords() {
  const { t, i18n } = useLingui();
  const { wallet } = useEnv();
  const types = useStore(wallet.$billTypes);
  const { page, type, data } = useStore(wallet.$bills);
  // Each visit starts on the first page of every type.
  useEffect(() => {
    void wallet.loadBills({ page: 1, type: "" });
  }, [wallet]);

  const time = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "short", timeStyle: "short" });
  const number = new Intl.NumberFormat(i18n.locale);
  const pages = data && data !== "error" ? Math.max(1, Math.ceil(data.total / BILLS_PAGE_SIZE)) : 1;
  return (
    <section aria-labelledby="bills-title" className="bill-records">
      <h2 id="bills-title">
        <Trans>Bill records</Trans>
      </h2>
      <label htmlFor="bill-type">
        <Trans>Type</Trans>
      </label>{" "}
      <select
        id="bill-type"
        value={type}
        onChange={(e) => void wallet.loadBills({ type: e.target.value as BillReason | "", page: 1 })}
      >
        <option value="">{t`All`}</option>
        {Array.isArray(types)
          ? types.map((bt) => (
              <option key={bt.type} value={bt.type}>
                {billTypeText(i18n, bt.type)}
              </option>
            ))
          : null}
      </select>
      {data === null ? <p role="status">{t`Loading…`}</p> : null}
      {data === "error" ? <p role="alert">{t`The records could not load.`}</p> : null}
      {data && data !== "error" ? (
        data.records.length === 0 ? (
          <p>
            <Trans>No records yet.</Trans>
          </p>
        ) : (
          <table className="wallet-page__bills">
            <thead>
              <tr>
                <th scope="col">{t`Item`}</th>
                <th scope="col">{t`Type`}</th>
                <th scope="col">{t`Account change`}</th>
                <th scope="col">{t`Creation time`}</th>
                <th scope="col">{t`Translated characters`}</th>
                <th scope="col">
                  <span className="wallet-page__hidden">{t`Receipt`}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.records.map((r) => {
                const item = billItemText(i18n, r);
                return (
                  <tr key={r.id}>
                    <td className="bill-records__item">{item}</td>
                    <td className="bill-records__type">{billTypeText(i18n, r.type)}</td>
                    <td className={r.accountChange < 0 ? "bill-records__change bill-records__change--out" : "bill-records__change"}>
                      <bdi>{billChangeText(i18n, r)}</bdi>
                    </td>
                    <td className="bill-records__time">{time.format(r.createTime)}</td>
                    <td className="bill-records__chars">
                      {r.translatedCharacters > 0 ? (
                        <>
                          <span className="bill-records__label">{t`Translated characters:`} </span>
                          {number.format(r.translatedCharacters)}
                        </>
                      ) : null}
                    </td>
                    <td className="bill-records__receipt">
                      <button type="button" className="wallet-page__receipt" onClick={() => wallet.showReceipt(billReceipt(r, item))}>
                        <Trans>Receipt</Trans>
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )
      ) : null}
      {pages > 1 ? (
        <nav aria-label={t`Bill pages`} className="wallet-page__pager">
          <button type="button" className="button" disabled={page <= 1} onClick={() => void wallet.loadBills({ page: page - 1 })}>
            <Trans>Previous</Trans>
          </button>{" "}
          <span>
            {number.format(page)}/{number.format(pages)}
          </span>{" "}
          <button type="button" className="button" disabled={page >= pages} onClick={() => void wallet.loadBills({ page: page + 1 })}>
            <Trans>Next</Trans>
          </button>
        </nav>
      ) : null}
    </section>
  );
}
