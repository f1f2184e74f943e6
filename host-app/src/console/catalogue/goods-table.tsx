/** The mall's goods: price, stock (set or moved), pictures (added by upload, removed) and removal. */
import type { ConsoleCategory, ConsoleGood, ConsoleGoodUpdateRequest } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { OpsTable } from "../ops-table.js";

export interface GoodsTableProps {
  goods: ConsoleGood[];
  categories: ConsoleCategory[];
  canEdit: boolean;
  busy: boolean;
  onUpdate(change: ConsoleGoodUpdateRequest): Promise<boolean>;
  onStock(id: number, stock: string): Promise<boolean>;
  onPicture(id: number, file: File): Promise<boolean>;
  onRemove(id: number): Promise<boolean>;
}

function GoodRow({ good, category, canEdit, busy, onUpdate, onStock, onPicture, onRemove }: { good: ConsoleGood; category: string } & Omit<GoodsTableProps, "goods" | "categories">) {
  const { t } = useLingui();
  const [price, setPrice] = useState(String(good.price));
  const [stock, setStock] = useState("");
  const stockValid = /^[+-]?\d{1,9}$/.test(stock.trim());
  return (
    <tr>
      <th scope="row">
        <span className="good-row__name">{good.name}</span>
        <span className="console-ops__muted">{category}</span>
      </th>
      <td>
        {canEdit ? (
          <span className="console-ops__inline">
            <input aria-label={t`Price of ${good.name} in gold coins`} type="number" min={1} inputMode="numeric" className="console-ops__narrow" value={price} onChange={(e) => setPrice(e.target.value)} />
            <button type="button" className="button button--secondary" disabled={busy || Number(price) === good.price || !(Number(price) >= 1)} onClick={() => void onUpdate({ id: good.id, price: Number(price) })}>
              <Trans>Save price</Trans>
            </button>
          </span>
        ) : (
          good.price
        )}
      </td>
      <td>
        <span className="console-ops__inline">
          <output aria-label={t`Stock of ${good.name}`}>{good.stock}</output>
          {canEdit ? (
            <>
              <input aria-label={t`New stock or change for ${good.name} (12, +5, -3)`} className="console-ops__narrow" value={stock} placeholder="+5" onChange={(e) => setStock(e.target.value)} />
              <button type="button" className="button button--secondary" disabled={busy || !stockValid} onClick={() => void onStock(good.id, stock.trim()).then((ok) => ok && setStock(""))}>
                <Trans>Apply</Trans>
              </button>
            </>
          ) : null}
        </span>
      </td>
      <td>
        <ul className="good-row__pictures">
          {good.pictures.map((src, i) => (
            <li key={src}>
              <img src={src} alt={t`Picture ${i + 1} of ${good.name}`} />
              {canEdit ? (
                <button type="button" className="good-row__unpicture" disabled={busy} aria-label={t`Remove picture ${i + 1} of ${good.name}`} onClick={() => void onUpdate({ id: good.id, pictures: good.pictures.filter((p) => p !== src) })}>
                  ×
                </button>
              ) : null}
            </li>
          ))}
        </ul>
        {canEdit ? (
          <label className="good-row__upload">
            <span>
              <Trans>Add picture</Trans>
            </span>
            <input
              type="file"
              accept="image/png,image/jpeg,image/gif"
              aria-label={t`Add a picture to ${good.name}`}
              disabled={busy}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (file) void onPicture(good.id, file);
              }}
            />
          </label>
        ) : null}
      </td>
      {canEdit ? (
        <td>
          <button type="button" className="button button--secondary" disabled={busy} aria-label={`${t`Remove`}: ${good.name}`} onClick={() => void onRemove(good.id)}>
            <Trans>Remove</Trans>
          </button>
        </td>
      ) : null}
    </tr>
  );
}

export function GoodsTable(props: GoodsTableProps) {
  const { t } = useLingui();
  const names = new Map(props.categories.map((c) => [c.id, c.name]));
  if (props.goods.length === 0)
    return (
      <p className="console-ops__empty">
        <Trans>No goods in the mall yet.</Trans>
      </p>
    );
  return (
    <OpsTable columns={[t`Name`, t`Price (gold coins)`, t`Stock`, t`Pictures`, ...(props.canEdit ? [t`Actions`] : [])]} caption={<Trans>Goods</Trans>} label={t`Goods`}>
      {props.goods.map((g) => (
        <GoodRow key={`${g.id}-${g.price}-${g.stock}`} good={g} category={names.get(g.categoryId) ?? ""} {...props} />
      ))}
    </OpsTable>
  );
}
