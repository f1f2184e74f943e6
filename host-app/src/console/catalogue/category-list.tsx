/** The mall's categories: add, rename, reorder, remove (an empty one). */
import type { ConsoleCategory } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { OpsTable } from "../ops-table.js";

export interface CategoryListProps {
  categories: ConsoleCategory[];
  canEdit: boolean;
  busy: boolean;
  onAdd(name: string, sort: number): Promise<boolean>;
  onUpdate(id: number, change: { name?: string; sort?: number }): Promise<boolean>;
  onRemove(id: number): Promise<boolean>;
}

function CategoryRow({ category, canEdit, busy, onUpdate, onRemove }: { category: ConsoleCategory } & Omit<CategoryListProps, "categories" | "onAdd">) {
  const { t } = useLingui();
  const [name, setName] = useState(category.name);
  const [sort, setSort] = useState(String(category.sort));
  const changed = name.trim() !== category.name || Number(sort) !== category.sort;
  return (
    <tr>
      <th scope="row">{canEdit ? <input aria-label={t`Name of category ${category.name}`} value={name} maxLength={64} onChange={(e) => setName(e.target.value)} /> : category.name}</th>
      <td>{canEdit ? <input aria-label={t`Sort order of category ${category.name}`} type="number" min={0} inputMode="numeric" className="console-ops__narrow" value={sort} onChange={(e) => setSort(e.target.value)} /> : category.sort}</td>
      <td>{category.goods}</td>
      {canEdit ? (
        <td className="console-ops__actions">
          <button type="button" className="button button--secondary" disabled={!changed || busy} onClick={() => void onUpdate(category.id, { name: name.trim(), sort: Number(sort) })}>
            <Trans>Save</Trans>
          </button>
          <button type="button" className="button button--secondary" disabled={busy || category.goods > 0} aria-label={`${t`Remove`}: ${category.name}`} onClick={() => void onRemove(category.id)}>
            <Trans>Remove</Trans>
          </button>
        </td>
      ) : null}
    </tr>
  );
}

export function CategoryList(props: CategoryListProps) {
  const { t } = useLingui();
  const [name, setName] = useState("");
  return (
    <section aria-label={t`Categories`}>
      <OpsTable columns={[t`Name`, t`Sort order`, t`Goods`, ...(props.canEdit ? [t`Actions`] : [])]} caption={<Trans>Categories</Trans>}>
        {props.categories.map((c) => (
          <CategoryRow key={`${c.id}-${c.name}-${c.sort}`} category={c} {...props} />
        ))}
      </OpsTable>
      {props.canEdit ? (
        <form
          className="console-ops__row"
          onSubmit={(e) => {
            e.preventDefault();
            void props.onAdd(name.trim(), props.categories.length).then((ok) => ok && setName(""));
          }}
        >
          <label className="console-ops__field">
            <span>
              <Trans>New category</Trans>
            </span>
            <input value={name} maxLength={64} required onChange={(e) => setName(e.target.value)} />
          </label>
          <button type="submit" className="button button--primary" disabled={props.busy || name.trim() === ""}>
            <Trans>Add category</Trans>
          </button>
        </form>
      ) : null}
    </section>
  );
}
