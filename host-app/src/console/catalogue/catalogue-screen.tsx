/**
 * The mall in the console: categories, goods (price, stock, pictures) and orders. `admin` changes the
 * catalogue; every operator reads it and may mark orders received.
 */
import type { Catalogue } from "@chat/client/console";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { storeFailureText } from "../console-errors.js";
import { CategoryList } from "./category-list.js";
import { GoodForm } from "./good-form.js";
import { GoodsTable } from "./goods-table.js";
import { OrdersTable } from "./orders-table.js";
import "./catalogue.css";
import { ScreenHeader } from "../screen-header.js";

export interface CatalogueScreenProps {
  catalogue: Catalogue;
  canEdit: boolean;
}

export function CatalogueScreen({ catalogue: store, canEdit }: CatalogueScreenProps) {
  const { i18n } = useLingui();
  const catalogue = useStore(store.$catalogue);
  const orders = useStore(store.$orders);
  const filter = useStore(store.$orderFilter);
  const loadError = useStore(store.$loadError);
  const change = useStore(store.$change);
  const orderChange = useStore(store.$orderChange);
  useEffect(() => void store.load(), [store]);
  const failure = [loadError, change.error, orderChange.error].find((e) => e !== null && e !== undefined);

  return (
    <div className="console-ops catalogue-screen">
      <ScreenHeader title={<Trans>Mall</Trans>} error={storeFailureText(i18n, failure, true)} />
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
            onAdd={store.addCategory}
            onUpdate={store.updateCategory}
            onRemove={store.removeCategory}
          />
          {canEdit && catalogue.categories.length > 0 ? <GoodForm categories={catalogue.categories} busy={change.busy} onAdd={store.addGood} /> : null}
          <GoodsTable
            goods={catalogue.goods}
            categories={catalogue.categories}
            canEdit={canEdit}
            busy={change.busy}
            onUpdate={store.updateGood}
            onStock={store.setStock}
            onPicture={store.addPicture}
            onRemove={store.removeGood}
          />
        </>
      )}
      <OrdersTable page={orders} filter={filter} onFilter={(f) => void store.setOrderFilter(f)} busy={orderChange.busy} onReceived={(id) => void store.markReceived(id)} />
    </div>
  );
}
