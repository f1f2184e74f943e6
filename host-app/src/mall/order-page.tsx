/**
 * `/order?goodId=`: the good being bought and the order form; a placed order goes on to `/myOrder`
 * with a toast naming it and its receipt.
 */
import { createMall, type Mall } from "@chat/client";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useMemo } from "react";
import { useEnv } from "../common/env-context.js";
import { announcePurchase } from "../wallet/receipt-toast.js";
import { OrderForm } from "./order-form.js";
import "../pages/pages.css";
import "./mall.css";

export function OrderPage({ mall: given }: { mall?: Mall }) {
  const { t, i18n } = useLingui();
  const { api, router, wallet, toasts } = useEnv();
  const mall = useMemo(() => given ?? createMall({ api, onBalance: (b) => wallet.apply(b) }), [given, api, wallet]);
  const page = useStore(router);
  const goodId = Number(page?.search?.goodId);
  const state = useStore(mall.$good);
  useEffect(() => {
    if (given) return;
    if (Number.isInteger(goodId) && goodId > 0) void mall.loadGood(goodId);
    void mall.loadOrderHelpers();
  }, [mall, given, goodId]);

  const good = state.good;
  return (
    <section className="page order-page" aria-labelledby="order-title">
      <h1 className="page__title" id="order-title">
        <Trans>Order</Trans>
      </h1>
      {good ? (
        <>
          <div className="order-page__good">
            {good.pictures[0] ? <img src={good.pictures[0]} alt="" /> : null}
            <div>
              <a href={`/goods/${good.id}`}>{good.name}</a>
              <p className="page__soon">
                <Trans>{good.price} gold coins each</Trans>
              </p>
            </div>
          </div>
          <OrderForm
            good={good}
            mall={mall}
            onPlaced={(_order, receipt) => {
              announcePurchase({ toasts, wallet }, i18n, receipt);
              router.open("/myOrder");
            }}
          />
        </>
      ) : state.error || !(goodId > 0) ? (
        <p className="mall-page__error" role="alert">
          {state.error || t`Choose a good in the mall first.`} <a href="/shopping">{t`Back to the mall`}</a>
        </p>
      ) : (
        <p className="page__soon" aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      )}
    </section>
  );
}
