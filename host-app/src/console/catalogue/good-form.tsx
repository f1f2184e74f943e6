/** Adding a good: its category, name, description, price in gold coins and first stock. */
import type { ConsoleCategory, ConsoleGoodAddRequest } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";

export function GoodForm({ categories, busy, onAdd }: { categories: ConsoleCategory[]; busy: boolean; onAdd(good: ConsoleGoodAddRequest): Promise<boolean> }) {
  const { t } = useLingui();
  const empty = { categoryId: String(categories[0]?.id ?? ""), name: "", description: "", price: "", stock: "" };
  const [form, setForm] = useState(empty);
  const set = (field: keyof typeof empty) => (e: { target: { value: string } }) => setForm({ ...form, [field]: e.target.value });
  const valid = form.categoryId !== "" && form.name.trim() !== "" && Number(form.price) >= 1 && Number(form.stock) >= 0 && form.stock !== "";
  return (
    <form
      className="good-form"
      aria-label={t`New good`}
      onSubmit={(e) => {
        e.preventDefault();
        if (!valid) return;
        void onAdd({ categoryId: Number(form.categoryId), name: form.name.trim(), description: form.description.trim(), price: Number(form.price), stock: Number(form.stock), sort: 0 }).then((ok) => ok && setForm({ ...empty, categoryId: form.categoryId }));
      }}
    >
      <h2>
        <Trans>New good</Trans>
      </h2>
      <label className="console-ops__field">
        <span>
          <Trans>Category</Trans>
        </span>
        <select value={form.categoryId} onChange={set("categoryId")} required>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className="console-ops__field">
        <span>
          <Trans>Name</Trans>
        </span>
        <input value={form.name} maxLength={128} required onChange={set("name")} />
      </label>
      <label className="console-ops__field">
        <span>
          <Trans>Description</Trans>
        </span>
        <textarea rows={2} value={form.description} maxLength={2000} onChange={set("description")} />
      </label>
      <label className="console-ops__field">
        <span>
          <Trans>Price (gold coins)</Trans>
        </span>
        <input type="number" min={1} inputMode="numeric" value={form.price} required onChange={set("price")} />
      </label>
      <label className="console-ops__field">
        <span>
          <Trans>Stock</Trans>
        </span>
        <input type="number" min={0} inputMode="numeric" value={form.stock} required onChange={set("stock")} />
      </label>
      <button type="submit" className="button button--primary" disabled={busy || !valid}>
        <Trans>Add good</Trans>
      </button>
    </form>
  );
}
