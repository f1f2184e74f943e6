/**
 * "My gifts" on the account page: gifts I gave and gifts I received (`GET /api/gift/records`), 20 a
 * page; each gift named in the reader's language, its number and (for gifts given) its cost with units.
 */
import { createGiftRecords, type GiftDirection } from "@chat/client";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useMemo } from "react";
import { useEnv } from "../common/env-context.js";
import { giftCountText, giftIcon, giftName } from "./gift-words.js";
import { goldCoinsText } from "./purchase-words.js";

export function GiftRecords() {
  const { t, i18n } = useLingui();
  const { api } = useEnv();
  const records = useMemo(() => createGiftRecords({ api }), [api]);
  const { direction, page, pages, data, error } = useStore(records.$state);
  // Again in a new language: a refusal's text comes from the server in the reader's language.
  useEffect(() => void records.load(), [records, i18n.locale]);

  const time = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "short", timeStyle: "short" });
  const number = new Intl.NumberFormat(i18n.locale);
  const show = (d: GiftDirection) => void records.show(d);
  return (
    <section aria-labelledby="gifts-title">
      <h2 id="gifts-title">
        <Trans>My gifts</Trans>
      </h2>
      <div role="group" aria-label={t`Which gifts`} className="wallet-page__pager">
        <button type="button" className="button" aria-pressed={direction === "received"} onClick={() => show("received")}>
          <Trans>Received</Trans>
        </button>{" "}
        <button type="button" className="button" aria-pressed={direction === "given"} onClick={() => show("given")}>
          <Trans>Given</Trans>
        </button>
      </div>
      {data === null && error === null ? <p role="status">{t`Loading…`}</p> : null}
      {error !== null ? <p role="alert">{error || t`The gifts could not load.`}</p> : null}
      {data ? (
        data.records.length === 0 ? (
          <p>
            <Trans>No gifts yet.</Trans>
          </p>
        ) : (
          <table className="wallet-page__gifts">
            <caption>{direction === "received" ? t`Gifts received` : t`Gifts given`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Gift`}</th>
                <th scope="col">{t`Number`}</th>
                {direction === "given" ? <th scope="col">{t`Cost`}</th> : null}
                <th scope="col">{direction === "received" ? t`From` : t`To`}</th>
                <th scope="col">{t`Time`}</th>
              </tr>
            </thead>
            <tbody>
              {data.records.map((r) => (
                <tr key={r.id}>
                  <td>
                    {giftIcon(r.giftId) ? <span aria-hidden="true">{giftIcon(r.giftId)} </span> : null}
                    {giftName(i18n, r.giftId, r.name)}
                  </td>
                  <td>{giftCountText(i18n, r.number)}</td>
                  {direction === "given" ? <td>{r.coins > 0 ? goldCoinsText(i18n, r.coins) : t`Free`}</td> : null}
                  <td>{direction === "received" ? r.donorNickname : r.doneeNickname}</td>
                  <td>{time.format(r.time)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
      {pages > 1 ? (
        <nav aria-label={t`Gift pages`} className="wallet-page__pager">
          <button type="button" className="button" disabled={page <= 1} onClick={() => void records.goToPage(page - 1)}>
            <Trans>Previous</Trans>
          </button>{" "}
          <span>
            {number.format(page)}/{number.format(pages)}
          </span>{" "}
          <button type="button" className="button" disabled={page >= pages} onClick={() => void records.goToPage(page + 1)}>
            <Trans>Next</Trans>
          </button>
        </nav>
      ) : null}
    </section>
  );
}
