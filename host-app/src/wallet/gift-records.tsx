/**
 * "My gifts" on the account page: gifts I gave and gifts I received (`GET /api/gift/records`), 20 a
 * page; each gift named in the reader's language, its number and (for gifts given) its cost with units.
 */
import { errorText } from "@chat/client";
import type { GiftRecordPage } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useEnv } from "../app/env-context.js";
import { giftCountText, giftIcon, giftName } from "./gift-words.js";
import { goldCoinsText } from "./purchase-words.js";

const PAGE_SIZE = 20;
type Direction = "received" | "given";

export function GiftRecords() {
  const { t, i18n } = useLingui();
  const { api } = useEnv();
  const [direction, setDirection] = useState<Direction>("received");
  const [page, setPage] = useState(1);
  const [data, setData] = useState<GiftRecordPage | null | string>(null);
  useEffect(() => {
    let live = true;
    setData(null);
    api.get<GiftRecordPage>("gift/records", { direction, page, pageSize: PAGE_SIZE }).then(
      (reply) => live && setData(reply),
      (e: unknown) => live && setData(errorText(e) || t`The gifts could not load.`),
    );
    return () => {
      live = false;
    };
  }, [api, direction, page, t]);

  const time = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "short", timeStyle: "short" });
  const number = new Intl.NumberFormat(i18n.locale);
  const pages = data && typeof data !== "string" ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const show = (d: Direction) => {
    setDirection(d);
    setPage(1);
  };
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
      {data === null ? <p role="status">{t`Loading…`}</p> : null}
      {typeof data === "string" ? <p role="alert">{data}</p> : null}
      {data && typeof data !== "string" ? (
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
          <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <Trans>Previous</Trans>
          </button>{" "}
          <span>
            {number.format(page)}/{number.format(pages)}
          </span>{" "}
          <button type="button" className="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            <Trans>Next</Trans>
          </button>
        </nav>
      ) : null}
    </section>
  );
}
