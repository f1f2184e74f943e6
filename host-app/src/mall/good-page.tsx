/** `/goods/:id`: one good, its pictures and description, price and stock, and Buy. */
import { createMall, type Mall } from "@chat/client";
import type { MallGood } from "@chat/protocol";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useState } from "react";
import { useEnv } from "../common/env-context.js";
import "../pages/pages.css";
import "./mall.css";

export function GoodPage({ id, mall: given }: { id: string; mall?: Mall }) {
  const { api } = useEnv();
  const mall = useMemo(() => given ?? createMall({ api }), [given, api]);
  const state = useStore(mall.$good);
  useEffect(() => {
    const n = Number(id);
    if (!given && Number.isInteger(n) && n > 0) void mall.loadGood(n);
  }, [mall, given, id]);

  return (
    <section className="page good-page">
      <p>
        <a href={state.good ? `/shopping?category=${state.good.categoryId}` : "/shopping"}>
          <Trans>Back to the mall</Trans>
        </a>
      </p>
      {state.good ? (
        <GoodView good={state.good} />
      ) : state.error ? (
        <p className="mall-page__error" role="alert">
          {state.error}
        </p>
      ) : (
        <p className="page__soon" aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      )}
    </section>
  );
}

export function GoodView({ good }: { good: MallGood }) {
  const { t } = useLingui();
  const [shown, setShown] = useState(0);
  const picture = good.pictures[shown] ?? good.pictures[0];
  return (
    <article className="good-view">
      <div className="good-view__pictures">
        {picture ? <img className="good-view__picture" src={picture} alt={good.name} /> : null}
        {good.pictures.length > 1 ? (
          <div className="good-view__thumbs">
            {good.pictures.map((url, i) => (
              <button key={url} type="button" className="good-view__thumb" aria-pressed={i === shown} aria-label={t`Picture ${i + 1} of ${good.pictures.length}`} onClick={() => setShown(i)}>
                <img src={url} alt="" />
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <div className="good-view__about">
        <h1 className="page__title">{good.name}</h1>
        <p className="good-view__price">
          <Plural value={good.price} one="# gold coin" other="# gold coins" />
        </p>
        <p className="good-card__stock">{good.stock === 0 ? <Trans>Sold out</Trans> : <Trans>{good.stock} in stock</Trans>}</p>
        <p className="good-view__description">{good.description}</p>
        {good.stock > 0 ? (
          <a className="button button--primary" href={`/order?goodId=${good.id}`}>
            <Trans>Buy</Trans>
          </a>
        ) : null}
      </div>
    </article>
  );
}
