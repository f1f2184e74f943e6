/** The console's Mall section: catalogue changes for `admin`, reading and order receipts for every operator. */
import { catalogueCalls, createCatalogue } from "@chat/client/console";
import { useMemo } from "react";
import type { SectionProps } from "../section-props.js";
import { CatalogueScreen } from "./catalogue-screen.js";

export default function CatalogueSection({ api, operator }: SectionProps) {
  const catalogue = useMemo(() => createCatalogue(catalogueCalls(api)), [api]);
  return <CatalogueScreen catalogue={catalogue} canEdit={operator.role === "admin"} />;
}
