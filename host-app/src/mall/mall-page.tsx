/**
 * `/shopping` (spec "mall"): the categories as tabs and the chosen one's goods in a grid, paged.
 * `?category=<id>` picks the category (the first one otherwise).
 */
import { createMall, type Mall } from "@chat/client";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useMemo } from "react";
import { useEnv } from "../common/env-context.js";
import { GoodsGrid } from "./goods-grid.js";
import "../pages/pages.css";
import "./mall.css";

export function MallPage({ mall: given }: { mall?: Mall }) {
  const { t } = useLingui();
  const { api, router } = useEnv();
  const mall = useMemo(() => given ?? createMall({ api }), [given, api]);
  const page = useStore(router);
  const categories = useStore(mall.$categories);
  const goods = useStore(mall.$goods);
  const asked = Number(page?.search?.category);
  const chosen = categories.list?.find((c) => c.id === asked) ?? categories.list?.[0];

  useEffect(() => {
    if (!given) void mall.loadCategories();
  }, [mall, given]);
  useEffect(() => {
    if (chosen && !given) void mall.openCategory(chosen.id);
  }, [mall, given, chosen]);

  const pages = Math.max(1, Math.ceil(goods.total / 20));
  return (
    <section className="page mall-page" aria-labelledby="mall-title">
      <header className="mall-page__head">
        <h1 className="page__title" id="mall-title">
          <Trans>Shopping</Trans>
        </h1>
        <a href="/myOrder">
          <Trans>My orders</Trans>
        </a>
      </header>
      {categories.error ? (
        <p className="mall-page__error" role="alert">
          {categories.error}
        </p>
      ) : null}
      {categories.list === null ? (
        <p className="page__soon" aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      ) : categories.list.length === 0 ? (
        <p className="page__soon">
          <Trans>The mall has no goods yet.</Trans>
        </p>
      ) : (
        <>
          <nav className="mall-page__categories" aria-label={t`Categories`}>
            {categories.list.map((c) => (
              <a key={c.id} href={`/shopping?category=${c.id}`} className="mall-page__category" aria-current={c.id === chosen?.id ? "page" : undefined}>
                {c.name}
              </a>
            ))}
          </nav>
          <h2 className="mall-page__subtitle">{chosen?.name}</h2>
          {goods.error ? (
            <p className="mall-page__error" role="alert">
              {goods.error}
            </p>
          ) : null}
          <GoodsGrid goods={goods.list} loading={goods.loading} />
          {pages > 1 && chosen ? (
            <div className="mall-page__pager">
              <button type="button" className="button" disabled={goods.page <= 1} onClick={() => void mall.openCategory(chosen.id, goods.page - 1)}>
                <Trans>Previous</Trans>
              </button>
              <span>
                {goods.page} / {pages}
              </span>
              <button type="button" className="button" disabled={goods.page >= pages} onClick={() => void mall.openCategory(chosen.id, goods.page + 1)}>
                <Trans>Next</Trans>
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
