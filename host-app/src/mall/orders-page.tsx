/**
 * `/myOrder` (spec "my orders"): my orders, and with `?role=received` the shop gifts friends sent me,
 * each with "Received". Paged.
 */
import { createMall, type Mall } from "@chat/client";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useMemo } from "react";
import { useEnv } from "../common/env-context.js";
import { OrdersList } from "./orders-list.js";
import "../pages/pages.css";
import "./mall.css";

export function OrdersPage({ mall: given }: { mall?: Mall }) {
  const { t } = useLingui();
  const { api, router, toasts } = useEnv();
  const mall = useMemo(() => given ?? createMall({ api }), [given, api]);
  const page = useStore(router);
  const role = page?.search?.role === "received" ? "received" : "bought";
  const state = useStore(mall.$orders);
  const receiving = useStore(mall.$receiving);
  const receiveError = useStore(mall.$receiveError);
  useEffect(() => {
    if (!given) void mall.loadOrders(role);
  }, [mall, given, role]);

  const pages = Math.max(1, Math.ceil(state.total / 20));
  const tabs = [
    { role: "bought", href: "/myOrder", label: t`My orders` },
    { role: "received", href: "/myOrder?role=received", label: t`Shop gifts for me` },
  ] as const;
  const list = state.role === role ? state.list : null;
  return (
    <section className="page orders-page" aria-labelledby="orders-title">
      <header className="mall-page__head">
        <h1 className="page__title" id="orders-title">
          {role === "received" ? <Trans>Shop gifts for me</Trans> : <Trans>My orders</Trans>}
        </h1>
        <a href="/shopping">
          <Trans>Shopping</Trans>
        </a>
      </header>
      <nav className="mall-page__categories" aria-label={t`Orders`}>
        {tabs.map((tab) => (
          <a key={tab.role} href={tab.href} className="mall-page__category" aria-current={tab.role === role ? "page" : undefined}>
            {tab.label}
          </a>
        ))}
      </nav>
      {state.error ? (
        <p className="mall-page__error" role="alert">
          {state.error}
        </p>
      ) : null}
      {receiveError ? (
        <p className="mall-page__error" role="alert">
          {receiveError}
        </p>
      ) : null}
      {list === null ? (
        state.error ? null : (
          <p className="page__soon" aria-busy="true">
            <Trans>Loading…</Trans>
          </p>
        )
      ) : list.length === 0 ? (
        <p className="page__soon">{role === "received" ? <Trans>No shop gifts for you yet.</Trans> : <Trans>No orders yet.</Trans>}</p>
      ) : (
        <OrdersList
          orders={list}
          role={role}
          receiving={receiving}
          onReceived={(order) =>
            void mall.markReceived(order.id).then((done) => {
              if (done) toasts.notify({ kind: "success", text: t`Marked as received.` });
            })
          }
        />
      )}
      {pages > 1 ? (
        <div className="mall-page__pager">
          <button type="button" className="button" disabled={state.page <= 1} onClick={() => void mall.loadOrders(role, state.page - 1)}>
            <Trans>Previous</Trans>
          </button>
          <span>
            {state.page} / {pages}
          </span>
          <button type="button" className="button" disabled={state.page >= pages} onClick={() => void mall.loadOrders(role, state.page + 1)}>
            <Trans>Next</Trans>
          </button>
        </div>
      ) : null}
    </section>
  );
}
