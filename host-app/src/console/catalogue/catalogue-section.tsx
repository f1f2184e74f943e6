/** The console's Mall section: catalogue changes for `admin`, reading and order receipts for every operator. */
import { isApiError } from "@chat/client";
import type { ConsoleCatalogue, ConsoleOrderPage, MallOrder } from "@chat/protocol";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { consoleFailureText } from "../console-errors.js";
import type { SectionProps } from "../section-props.js";
import type { CatalogueActions } from "./catalogue-actions.js";
import { CatalogueScreen } from "./catalogue-screen.js";

export default function CatalogueSection({ api, operator }: SectionProps) {
  const { i18n } = useLingui();
  const actions = useMemo<CatalogueActions>(() => {
    // The mall's own refusal names its reason (the command line's wording) beside the message.
    const explain = (error: unknown): never => {
      const reason = isApiError(error) && error.data && typeof error.data === "object" && "reason" in error.data ? String(error.data.reason) : "";
      throw new Error(reason ? `${consoleFailureText(i18n, error)} (${reason})` : consoleFailureText(i18n, error));
    };
    const post = (path: string, body: unknown) => api.post(`admin/mall/${path}`, body).then(() => undefined, explain);
    return {
      load: () => api.get<ConsoleCatalogue>("admin/mall/catalogue").catch(explain),
      addCategory: (name, sort) => post("categories/add", { name, sort }),
      updateCategory: (id, change) => post("categories/update", { id, ...change }),
      removeCategory: (id) => post("categories/remove", { id }),
      addGood: (good) => post("goods/add", good),
      updateGood: (change) => post("goods/update", change),
      setStock: (id, stock) => post("goods/stock", { id, stock }),
      removeGood: (id) => post("goods/remove", { id }),
      addPicture: (id, file) => {
        const form = new FormData();
        form.append("file", file);
        return api.upload(`admin/mall/goods/picture?id=${id}`, form).then(() => undefined, explain);
      },
      orders: (query) => api.get<ConsoleOrderPage>("admin/mall/orders", query as Record<string, string | number>).catch(explain),
      markReceived: (id) => api.post<MallOrder>("admin/mall/orders/status", { id, status: "received" }).catch(explain),
    };
  }, [api, i18n]);
  return <CatalogueScreen actions={actions} canEdit={operator.role === "admin"} />;
}
