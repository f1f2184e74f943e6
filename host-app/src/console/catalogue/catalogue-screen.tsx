/**
 * The mall in the console: categories, goods (price, stock, pictures) and orders. `admin` changes the
 * catalogue; every operator reads it and may mark orders received.
 */
import type { ConsoleCatalogue, ConsoleOrderPage } from "@chat/protocol";
import { Trans } from "@lingui/react/macro";
import { useCallback, useEffect, useState } from "react";
import type { CatalogueActions } from "./catalogue-actions.js";
import { useChange } from "./catalogue-actions.js";
import { CategoryList } from "./category-list.js";
import { GoodForm } from "./good-form.js";
import { GoodsTable } from "./goods-table.js";
import { OrdersTable } from "./orders-table.js";
import type { OrderFilter } from "./orders-table.js";
import "./catalogue.css";
import { ScreenHeader } from "../screen-header.js";

export interface CatalogueScreenProps {
  actions: CatalogueActions;
  canEdit: boolean;
}

export function CatalogueScreen({ actions, canEdit }: CatalogueScreenProps) {
  const [catalogue, setCatalogue] = useState<ConsoleCatalogue | null>(null);
  const [orders, setOrders] = useState<ConsoleOrderPage>({ list: [], total: 0 });
  const [filter, setFilter] = useState<OrderFilter>({ status: "", userId: "" });
  const [loadError, setLoadError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setCatalogue(await actions.load());
    } catch (e) {
      setLoadError(e instanceof Error ? e.message : String(e));
    }
  }, [actions]);
  const reloadOrders = useCallback(async () => {
    try {
      setOrders(await actions.orders({ ...(filter.status ? { status: filter.status } : {}), ...(filter.userId ? { userId: Number(filter.userId) } : {}), pageSize: 50 }));
    } catch (e) {
      setLoadError(e instanceof Error ? e.message : String(e));
    }
  }, [actions, filter]);
  useEffect(() => void reload(), [reload]);
  useEffect(() => void reloadOrders(), [reloadOrders]);

  const change = useChange(reload);
  const orderChange = useChange(reloadOrders);
  const error = loadError ?? change.error ?? orderChange.error;

  return (
    <div className="console-ops catalogue-screen">
      <ScreenHeader title={<Trans>Mall</Trans>} error={error} />
      {!catalogue ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <>
          <CategoryList
            categories={catalogue.categories}
            canEdit={canEdit}
            busy={change.busy}
            onAdd={(name, sort) => change.run(() => actions.addCategory(name, sort))}
            onUpdate={(id, c) => change.run(() => actions.updateCategory(id, c))}
            onRemove={(id) => change.run(() => actions.removeCategory(id))}
          />
          {canEdit && catalogue.categories.length > 0 ? <GoodForm categories={catalogue.categories} busy={change.busy} onAdd={(good) => change.run(() => actions.addGood(good))} /> : null}
          <GoodsTable
            goods={catalogue.goods}
            categories={catalogue.categories}
            canEdit={canEdit}
            busy={change.busy}
            onUpdate={(c) => change.run(() => actions.updateGood(c))}
            onStock={(id, stock) => change.run(() => actions.setStock(id, stock))}
            onPicture={(id, file) => change.run(() => actions.addPicture(id, file))}
            onRemove={(id) => change.run(() => actions.removeGood(id))}
          />
        </>
      )}
      <OrdersTable page={orders} filter={filter} onFilter={setFilter} busy={orderChange.busy} onReceived={(id) => void orderChange.run(() => actions.markReceived(id))} />
    </div>
  );
}
