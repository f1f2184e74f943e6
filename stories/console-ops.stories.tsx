/**
 * The operator console's announcements, mall and payments screens in their states: an announcement
 * being written with its preview in another language (falling back to English), the catalogue as an
 * admin and as support (read-only), empty, and the payments with and without reconciliation
 * differences. Each screen runs over its store with in-memory calls, so its buttons work.
 */
import { createAnnouncements, createCatalogue, createPayments, type AnnouncementsCalls, type CatalogueCalls, type PaymentsCalls } from "@chat/client/console";
import type { AnnouncementTexts, ConsoleAnnouncement, ConsoleCatalogue, ConsoleGood, ConsolePaymentPage, Locale, MallOrder, ReconciliationReport } from "@chat/protocol";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo, type ReactNode } from "react";
import { AnnouncementsScreen } from "../host-app/src/console/announcements/announcements-screen.js";
import { AnnouncementPreview } from "../host-app/src/console/announcements/announcement-preview.js";
import { CatalogueScreen } from "../host-app/src/console/catalogue/catalogue-screen.js";
import { PaymentsScreen } from "../host-app/src/console/payments/payments-screen.js";
import "../host-app/src/console/announcements/announcements.css";
import { pictureUrl } from "./support/seeds.js";
import { ConsoleCatalog } from "./support/console-catalog.js";
import { useStoryEnv } from "./support/story-env.js";

interface OpsArgs {
  /** `admin` may change the catalogue and publish; `support` reads. */
  role: "admin" | "support";
  /** Nothing there yet. */
  empty: boolean;
}

/** The console speaks its own catalog (`activateConsoleLocale`), on top of the toolbar's locale. */
function ConsoleLocale({ children }: { children: ReactNode }) {
  const { locale, dir } = useStoryEnv();
  return (
    <ConsoleCatalog>
      <main dir={dir} lang={locale} style={{ padding: "1rem" }}>
        {children}
      </main>
    </ConsoleCatalog>
  );
}

const meta = {
  title: "Console/Announcements, mall and payments",
  decorators: [
    (Story) => (
      <ConsoleLocale>
        <Story />
      </ConsoleLocale>
    ),
  ],
  args: { role: "admin", empty: false },
  argTypes: { role: { control: "inline-radio", options: ["admin", "support"] }, empty: { control: "boolean" } },
} satisfies Meta<OpsArgs>;
export default meta;
type Story = StoryObj<OpsArgs>;

const NOW = Date.UTC(2026, 10, 24, 9, 30);
const pause = () => new Promise((resolve) => setTimeout(resolve, 150));

const PUBLISHED: ConsoleAnnouncement[] = [
  { id: 2, texts: { en: { title: "Gifts", body: "New: send virtual gifts to your friends from the chat panel." }, ar: { title: "هدايا", body: "جديد: أرسل هدايا افتراضية إلى أصدقائك من لوحة الدردشة." } }, insertTime: NOW - 3_600_000, operatorId: 1 },
  { id: 1, texts: { en: { title: "Welcome!", body: "Chat with people all over the world." }, de: { title: "Willkommen!", body: "Chatte mit Menschen in aller Welt." } }, insertTime: NOW - 86_400_000, operatorId: null },
];

function announcementActions(empty: boolean): AnnouncementsCalls {
  const list = empty ? [] : [...PUBLISHED];
  return {
    list: async () => [...list],
    async publish(texts) {
      await pause();
      list.unshift({ id: list.length + 10, texts, insertTime: NOW, operatorId: 1 });
      return 1234;
    },
  };
}

function AnnouncementsStory({ args }: { args: OpsArgs }) {
  const announcements = useMemo(() => createAnnouncements(announcementActions(args.empty)), [args.empty]);
  return <AnnouncementsScreen announcements={announcements} canPublish={args.role === "admin"} now={() => NOW} />;
}

export const Announcements: Story = { render: (args) => <AnnouncementsStory args={args} /> };

const PREVIEW: AnnouncementTexts = { en: { title: "Maintenance tonight", body: "The chat is offline from 22:00 to 22:30 UTC.\nMessages sent meanwhile arrive afterwards." }, ar: { title: "صيانة الليلة", body: "الدردشة غير متاحة من 22:00 إلى 22:30 بالتوقيت العالمي." } };

/** The preview in Arabic (written, right to left) and in Finnish (not written: English shows). */
export const AnnouncementPreviews: StoryObj<OpsArgs & { locale: Locale }> = {
  args: { locale: "ar" },
  argTypes: { locale: { control: "select", options: ["en", "ar", "fi", "ja"] } },
  render: (args) => (
    <div style={{ display: "grid", gap: "1rem" }}>
      <AnnouncementPreview texts={PREVIEW} locale={args.locale} time={NOW} />
      <AnnouncementPreview texts={PREVIEW} locale="fi" time={NOW} />
    </div>
  ),
};

const good = (id: number, categoryId: number, name: string, price: number, stock: number): ConsoleGood => ({ id, categoryId, name, description: "", pictures: [pictureUrl(id * 70), pictureUrl(id * 70 + 90)], price, stock, sort: id });
const order = (id: number, status: MallOrder["status"]): MallOrder => ({
  id,
  goodId: 1,
  goodName: "Red rose bouquet",
  picture: pictureUrl(10),
  price: 20,
  coins: 20 * id,
  quantity: id,
  consignee: "Ann Buyer",
  phone: "+44 20 7946 0000",
  address: "1 High Street, London",
  message: "",
  status,
  orderTime: NOW - id * 3_600_000,
  receivedTime: status === "received" ? NOW : null,
  buyer: { userId: 7, nickname: "Alice", avatar: "" },
  recipient: id % 2 ? { userId: 8, nickname: "Bob", avatar: "" } : null,
});

function catalogueActions(empty: boolean): CatalogueCalls {
  const data: ConsoleCatalogue = empty
    ? { categories: [], goods: [] }
    : {
        categories: [
          { id: 1, name: "Flowers", sort: 0, goods: 2 },
          { id: 2, name: "Sweets", sort: 1, goods: 1 },
        ],
        goods: [good(1, 1, "Red rose bouquet", 20, 12), good(2, 1, "Spring tulips", 15, 0), good(3, 2, "Heart of chocolates", 8, 40)],
      };
  const orders = empty ? [] : [order(1, "purchased"), order(2, "received"), order(3, "purchased")];
  const find = (id: number) => data.goods.find((g) => g.id === id);
  return {
    load: async () => structuredClone(data),
    async addCategory(name, sort) {
      data.categories.push({ id: data.categories.length + 1, name, sort, goods: 0 });
    },
    async updateCategory(id, change) {
      data.categories = data.categories.map((c) => (c.id === id ? { ...c, ...change } : c));
    },
    async removeCategory(id) {
      data.categories = data.categories.filter((c) => c.id !== id);
    },
    async addGood(g) {
      data.goods.push({ ...good(data.goods.length + 1, g.categoryId, g.name, g.price, g.stock), pictures: [] });
    },
    async updateGood({ id, pictures, price }) {
      const g = find(id);
      if (g && price !== undefined) g.price = price;
      if (g && pictures) g.pictures = pictures;
    },
    async setStock(id, stock) {
      const g = find(id);
      if (!g) return;
      const next = /^[+-]/.test(stock) ? g.stock + Number(stock) : Number(stock);
      if (next < 0) throw new Error(`Good ${id} has less stock than ${-Number(stock)}; nothing was changed.`);
      g.stock = next;
    },
    async removeGood(id) {
      data.goods = data.goods.filter((g) => g.id !== id);
    },
    async addPicture(id) {
      find(id)?.pictures.push(pictureUrl(id * 33 + 200));
    },
    orders: async (q) => ({ list: orders.filter((o) => !q.status || o.status === q.status), total: orders.length }),
    async markReceived(id) {
      const o = orders.find((x) => x.id === id);
      if (!o) throw new Error("Not found.");
      o.status = "received";
      return o;
    },
  };
}

function MallStory({ args }: { args: OpsArgs }) {
  const catalogue = useMemo(() => createCatalogue(catalogueActions(args.empty)), [args.empty]);
  return <CatalogueScreen catalogue={catalogue} canEdit={args.role === "admin"} />;
}

export const Mall: Story = { render: (args) => <MallStory args={args} /> };

const REPORT: ReconciliationReport = {
  differences: [
    { kind: "credit-missing", provider: "paypal", orderId: "5f1c0a9e2b7d4c3a1e0f9b8a", userId: 12, reported: { amount: 1000, currency: "USD" }, expected: { amount: 1000, currency: "USD", coins: 10 }, credited: 0, at: NOW - 600_000, detail: "completed" },
    { kind: "stale-pending", provider: "card", orderId: "0a9e2b7d4c3a1e0f9b8a5f1c", userId: 7, reported: null, expected: { amount: 3000, currency: "USD", coins: 30 }, credited: 0, at: NOW - 7_200_000, detail: "pending" },
    { kind: "unknown-payment", provider: "card", orderId: "", userId: null, reported: { amount: 5000, currency: "EUR" }, expected: null, credited: 0, at: NOW - 86_400_000, detail: "int_abc" },
  ],
  totals: [
    { provider: "card", currency: "USD", completed: 31, amount: 93_000, coins: 930, credited: 930 },
    { provider: "paypal", currency: "USD", completed: 12, amount: 36_000, coins: 360, credited: 350 },
  ],
  checkedAt: NOW,
};

function paymentActions(empty: boolean): PaymentsCalls {
  const page: ConsolePaymentPage = {
    list: empty
      ? []
      : [
          { id: "5f1c0a9e2b7d4c3a1e0f9b8a", userId: 12, provider: "paypal", providerRef: "7XK12345", packageId: "coins-10", amount: 1000, currency: "USD", coins: 10, status: "completed", createdAt: NOW - 600_000, completedAt: NOW - 590_000, credited: 0 },
          { id: "0a9e2b7d4c3a1e0f9b8a5f1c", userId: 7, provider: "card", providerRef: "int_9", packageId: "coins-30", amount: 3000, currency: "USD", coins: 30, status: "pending", createdAt: NOW - 7_200_000, completedAt: null, credited: 0 },
          { id: "9b8a5f1c0a9e2b7d4c3a1e0f", userId: 9, provider: "card", providerRef: "int_8", packageId: "coins-30", amount: 3000, currency: "USD", coins: 30, status: "completed", createdAt: NOW - 9_000_000, completedAt: NOW - 8_990_000, credited: 30 },
        ],
    total: empty ? 0 : 3,
    summary: empty
      ? []
      : [
          { provider: "card", status: "completed", count: 31, amount: 93_000 },
          { provider: "card", status: "pending", count: 1, amount: 3000 },
          { provider: "paypal", status: "completed", count: 12, amount: 36_000 },
        ],
  };
  return {
    reconciliation: async () => (empty ? { differences: [], totals: [], checkedAt: NOW } : REPORT),
    payments: async (q) => ({ ...page, list: page.list.filter((p) => (!q.provider || p.provider === q.provider) && (!q.status || p.status === q.status)) }),
  };
}

function PaymentsStory({ args }: { args: OpsArgs }) {
  const payments = useMemo(() => createPayments(paymentActions(args.empty)), [args.empty]);
  return <PaymentsScreen payments={payments} />;
}

export const Payments: Story = { render: (args) => <PaymentsStory args={args} /> };
