import { z } from "zod";
import { DEFAULT_LOCALE, isLocale } from "./locales.js";
import type { Locale } from "./locales.js";
import type { MallGood, MallOrder, MallOrderStatus } from "./mall.js";
import type { MessageKey } from "./server-messages.js";

/**
 * The operator console's announcements, mall catalogue and orders, and payments with their
 * reconciliation (`/api/admin/...`). Operators only; members and anonymous callers are refused.
 */
const key = (k: MessageKey) => ({ error: k });

export const ANNOUNCEMENT_LIMITS = {
  titleChars: 120,
  bodyChars: 2000,
  /** Announcements `GET /api/admin/announcements` answers, newest first. */
  list: 100,
} as const;

/** One language's version of an announcement. */
export interface AnnouncementText {
  title: string;
  body: string;
}

/** An announcement's versions by locale; English is always there and is the fallback. */
export type AnnouncementTexts = Partial<Record<Locale, AnnouncementText>>;

/** The version a member with `locale` sees: theirs when written, else English. */
export function announcementIn(texts: AnnouncementTexts, locale: string): AnnouncementText {
  const own = isLocale(locale) ? texts[locale] : undefined;
  return own ?? texts[DEFAULT_LOCALE] ?? { title: "", body: "" };
}

/** `GET /api/admin/announcements`: what was published, by whom, in which languages. */
export interface ConsoleAnnouncement {
  id: number;
  texts: AnnouncementTexts;
  insertTime: number;
  /** The operator who published it (null: the command line or the demo data). */
  operatorId: number | null;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;
const text = (max: number, required: boolean) =>
  z
    .string(key("badRequest"))
    .transform((s) => s.trim())
    .refine((s) => s.length <= max && !CONTROL.test(s), key("announcementTooLong"))
    .refine((s) => !required || s.length > 0, key("announcementEnglishRequired"));

const version = z.object({ title: text(ANNOUNCEMENT_LIMITS.titleChars, false), body: text(ANNOUNCEMENT_LIMITS.bodyChars, false) }, key("badRequest"));

/**
 * `POST /api/admin/announcements/publish` {texts: {en: {title, body}, de: …}}: English is required
 * (its body at least); a language left empty falls back to English.
 */
export const publishAnnouncementRequest = z.object({
  texts: z
    .record(z.string(key("badRequest")).refine(isLocale, key("badRequest")), version, key("badRequest"))
    .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, v]) => v.title !== "" || v.body !== "")) as AnnouncementTexts)
    .refine((texts) => (texts.en?.body ?? "") !== "", key("announcementEnglishRequired")),
});
export type PublishAnnouncementRequest = z.input<typeof publishAnnouncementRequest>;

/** `POST /api/admin/announcements/publish` answer: the announcement and how many members it went to. */
export interface PublishAnnouncementReply {
  announcement: ConsoleAnnouncement;
  recipients: number;
}

// ---- the mall's catalogue ----

/** A category as operators see it: its sort order too. */
export interface ConsoleCategory {
  id: number;
  name: string;
  sort: number;
  goods: number;
}

/** A good as operators see it: its sort order too. */
export interface ConsoleGood extends MallGood {
  sort: number;
}

/** `GET /api/admin/mall/catalogue`: every live category and good. */
export interface ConsoleCatalogue {
  categories: ConsoleCategory[];
  goods: ConsoleGood[];
}

const id = z.coerce.number(key("badRequest")).int(key("badRequest")).positive(key("badRequest")).max(2 ** 31 - 1, key("badRequest"));
const count = z.number(key("badRequest")).int(key("badRequest")).min(0, key("badRequest")).max(1_000_000_000, key("badRequest"));
const name = (max: number) =>
  z
    .string(key("badRequest"))
    .transform((s) => s.trim())
    .refine((s) => s.length > 0 && s.length <= max && !CONTROL.test(s), key("catalogueNameInvalid"));
const description = z
  .string(key("badRequest"))
  .transform((s) => s.trim())
  .refine((s) => s.length <= 2000, key("badRequest"));

export const consoleCategoryAddRequest = z.object({ name: name(64), sort: count.default(0) });
export const consoleCategoryUpdateRequest = z.object({ id, name: name(64).optional(), sort: count.optional() });
export const consoleIdRequest = z.object({ id });
export const consoleGoodAddRequest = z.object({ categoryId: id, name: name(128), description: description.default(""), price: count.min(1, key("badRequest")), stock: count, sort: count.default(0) });
/** `pictures`: the good's own picture URLs, in the new order (leave one out to remove it). */
export const consoleGoodUpdateRequest = z.object({
  id,
  categoryId: id.optional(),
  name: name(128).optional(),
  description: description.optional(),
  price: count.min(1, key("badRequest")).optional(),
  sort: count.optional(),
  pictures: z.array(z.string(key("badRequest")).max(256, key("badRequest")), key("badRequest")).max(12, key("badRequest")).optional(),
});
/** `stock`: the new stock ("12") or a change ("+5", "-3"). */
export const consoleGoodStockRequest = z.object({ id, stock: z.string(key("badRequest")).regex(/^[+-]?\d{1,9}$/, key("badRequest")) });
export type ConsoleCategoryAddRequest = z.input<typeof consoleCategoryAddRequest>;
export type ConsoleCategoryUpdateRequest = z.output<typeof consoleCategoryUpdateRequest>;
export type ConsoleGoodAddRequest = z.output<typeof consoleGoodAddRequest>;
export type ConsoleGoodUpdateRequest = z.output<typeof consoleGoodUpdateRequest>;
export type ConsoleGoodStockRequest = z.input<typeof consoleGoodStockRequest>;

/** At most this many pictures per good. */
export const GOOD_PICTURES_MAX = 12;

// ---- orders ----

const page = z.coerce.number(key("badRequest")).int(key("badRequest")).min(1, key("badRequest")).max(10_000, key("badRequest")).default(1);
const pageSize = z.coerce.number(key("badRequest")).int(key("badRequest")).min(1, key("badRequest")).max(100, key("badRequest")).default(20);

/** `GET /api/admin/mall/orders?status=&goodId=&userId=&page=&pageSize=`: newest first. */
export const consoleOrderQuery = z.object({ status: z.enum(["purchased", "received"], key("badRequest")).optional(), goodId: id.optional(), userId: id.optional(), page, pageSize });
export type ConsoleOrderQuery = z.input<typeof consoleOrderQuery>;

export interface ConsoleOrderPage {
  list: MallOrder[];
  total: number;
}

/** `POST /api/admin/mall/orders/status` {id, status}: product §4 allows only purchased → received. */
export const consoleOrderStatusRequest = z.object({ id, status: z.literal("received", key("badRequest")) });
export type ConsoleOrderStatusRequest = z.input<typeof consoleOrderStatusRequest>;
export type { MallOrderStatus };

// ---- payments ----

export type PaymentStatus = "created" | "pending" | "completed" | "failed" | "refunded" | "reversed";

/** A payment order as operators see it, with the coins the ledger credited for it. */
export interface ConsolePayment {
  id: string;
  userId: number;
  provider: string;
  providerRef: string;
  packageId: string;
  /** Minor units. */
  amount: number;
  currency: string;
  coins: number;
  status: PaymentStatus;
  createdAt: number;
  completedAt: number | null;
  /** Gold coins the ledger credited for this order (0 when none). */
  credited: number;
}

/** `GET /api/admin/payments?provider=&status=&page=&pageSize=`. */
export const consolePaymentQuery = z.object({
  provider: z.string(key("badRequest")).max(32, key("badRequest")).optional(),
  status: z.enum(["created", "pending", "completed", "failed", "refunded", "reversed"], key("badRequest")).optional(),
  page,
  pageSize,
});
export type ConsolePaymentQuery = z.input<typeof consolePaymentQuery>;

export interface ConsolePaymentPage {
  list: ConsolePayment[];
  total: number;
  /** Counts by provider and status over all payments (the filters' choices). */
  summary: { provider: string; status: PaymentStatus; count: number; amount: number }[];
}

/**
 * A place where what providers reported and what the ledger credited disagree:
 * - `credit-missing`: completed, but the ledger credited other than the order's coins;
 * - `credit-unpaid`: the ledger credited coins for an order that is not completed;
 * - `amount-refused`: the provider reported a payment for another amount or currency (nothing credited);
 * - `unknown-payment`: the provider reported a payment naming no order of ours;
 * - `refunded-credited`: refunded or reversed by the provider, the coins still credited;
 * - `stale-pending`: still pending an hour after it was created (the reconcile job could not finish it).
 */
export type ReconciliationKind = "credit-missing" | "credit-unpaid" | "amount-refused" | "unknown-payment" | "refunded-credited" | "stale-pending";

export interface ReconciliationDifference {
  kind: ReconciliationKind;
  provider: string;
  /** Our order id ("" for an unknown payment). */
  orderId: string;
  userId: number | null;
  /** What the provider reported (minor units), when it named an amount. */
  reported: { amount: number; currency: string } | null;
  /** Our order's amount (null for an unknown payment). */
  expected: { amount: number; currency: string; coins: number } | null;
  /** Gold coins the ledger credited for the order. */
  credited: number;
  at: number;
  detail: string;
}

/** `GET /api/admin/payments/reconciliation`: differences first (newest first), then the totals that agree. */
export interface ReconciliationReport {
  differences: ReconciliationDifference[];
  /** Per provider: completed orders, their amount per currency, and the coins credited for them. */
  totals: { provider: string; currency: string; completed: number; amount: number; coins: number; credited: number }[];
  checkedAt: number;
}
