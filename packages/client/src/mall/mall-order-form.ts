/**
 * The order form's values and their check with the protocol's own schema (the server's rules), so the
 * form shows the same reasons before sending that the server would give.
 */
import { mallBuyRequest, type MallBuyRequest, type MessageKey } from "@chat/protocol";

export type OrderField = "quantity" | "consignee" | "phone" | "address" | "message" | "recipientId";

/** What the form holds (text inputs as typed). */
export interface OrderValues {
  quantity: string;
  consignee: string;
  phone: string;
  address: string;
  message: string;
  gift: boolean;
  /** The chosen friend's user id, "" for none. */
  recipientId: string;
}

export const EMPTY_ORDER: OrderValues = { quantity: "1", consignee: "", phone: "", address: "", message: "", gift: false, recipientId: "" };

export type OrderErrors = Partial<Record<OrderField, MessageKey>>;

const FIELDS: readonly OrderField[] = ["quantity", "consignee", "phone", "address", "message", "recipientId"];

/** The request for `goodId`, or the first reason of each field that is wrong. */
export function checkOrder(goodId: number, values: OrderValues, requestId: string): { ok: true; request: MallBuyRequest } | { ok: false; errors: OrderErrors } {
  const request: MallBuyRequest = {
    goodId,
    quantity: values.quantity.trim() === "" ? Number.NaN : Number(values.quantity),
    consignee: values.consignee,
    phone: values.phone,
    address: values.address,
    message: values.message,
    gift: values.gift,
    recipientId: values.gift && values.recipientId ? Number(values.recipientId) : null,
    requestId,
  };
  const result = mallBuyRequest.safeParse(request);
  if (result.success) return { ok: true, request };
  const errors: OrderErrors = {};
  const note = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) => {
    for (const issue of issues) {
      const field = String(issue.path[0] ?? "") as OrderField;
      if (FIELDS.includes(field) && !errors[field]) errors[field] = issue.message as MessageKey;
    }
  };
  note(result.error.issues);
  // A quantity that is no number stops the schema before the other fields' checks: run them too.
  if (errors.quantity) {
    const rest = mallBuyRequest.safeParse({ ...request, quantity: 1 });
    if (!rest.success) note(rest.error.issues);
  }
  return { ok: false, errors };
}
