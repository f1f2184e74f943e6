/**
 * The mall pages (host app) in their states: the goods grid loading, empty and full; a good; the order
 * form valid, refused field by field and out of coins; the orders list. Each builds the host
 * environment over a fake server and a mall store loaded from it.
 */
import { createMall, memoryTokenStorage, type Mall } from "@chat/client";
import { createFakeTransport, createMemoryStorage, demoUser, fakeFetch, ok } from "@chat/client/test";
import type { Friend, MallGood, MallOrder } from "@chat/protocol";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState, type ReactNode } from "react";
import { EnvProvider } from "../host-app/src/common/env-context.js";
import { createHostEnvironment } from "../host-app/src/app/environment.js";
import type { HostEnvironment } from "../host-app/src/common/host-environment.js";
import { GoodView } from "../host-app/src/mall/good-page.js";
import { MallPage } from "../host-app/src/mall/mall-page.js";
import { OrderForm } from "../host-app/src/mall/order-form.js";
import { OrdersPage } from "../host-app/src/mall/orders-page.js";
import "../host-app/src/mall/mall.css";
import "../host-app/src/pages/pages.css";
import { pictureUrl } from "./support/seeds.js";

interface MallArgs {
  /** Goods in the category shown (0 is the empty state). */
  goods: number;
  /** The grid still waiting for the server. */
  loading: boolean;
  /** Price of each good, in gold coins. */
  price: number;
}

const meta = {
  title: "Host app/Mall",
  args: { goods: 6, loading: false, price: 20 },
  argTypes: {
    goods: { control: { type: "range", min: 0, max: 20, step: 1 } },
    loading: { control: "boolean" },
    price: { control: { type: "number", min: 1 } },
  },
} satisfies Meta<MallArgs>;
export default meta;
type Story = StoryObj<MallArgs>;

const NAMES = ["Red rose bouquet", "Spring tulips", "Heart of chocolates", "Gift box of treats", "Teddy bear", "Mug with a heart"];
const good = (n: number, price: number): MallGood => ({
  id: n,
  categoryId: 1,
  name: NAMES[(n - 1) % NAMES.length] ?? `Good ${n}`,
  description: "Hand-picked and delivered to the door with your message.\nA second line of description.",
  pictures: [pictureUrl((n * 53) % 360), pictureUrl((n * 53 + 120) % 360)],
  price,
  stock: n % 5 === 0 ? 0 : 10 + n,
});
const friends: Friend[] = [
  { friendUserId: 42, friendUserNickName: "Bob", friendUserAvatar: "", friendRemarkName: "", firstLetter: "B", insertTime: 1, imAccount: "im42", onlineState: 1 },
  { friendUserId: 43, friendUserNickName: "Chen Wei", friendUserAvatar: "", friendRemarkName: "Wei", firstLetter: "W", insertTime: 1, imAccount: "im43", onlineState: 0 },
];
const order = (n: number, status: MallOrder["status"], gift: boolean): MallOrder => ({
  id: n,
  goodId: n,
  goodName: NAMES[(n - 1) % NAMES.length] ?? "Good",
  picture: pictureUrl((n * 53) % 360),
  price: 20,
  coins: 20 * n,
  quantity: n,
  consignee: gift ? "" : "Ada Lovelace",
  phone: gift ? "" : "+44 20 7946 0000",
  address: gift ? "9 Calle Mayor, 28013 Madrid" : "12 St James's Square, London",
  message: gift ? "Happy birthday!" : "",
  status,
  orderTime: Date.UTC(2026, 10, 24 - n, 10, 30),
  receivedTime: status === "received" ? Date.UTC(2026, 10, 24, 9) : null,
  buyer: { userId: 7, nickname: "Ada", avatar: "" },
  recipient: gift ? { userId: 42, nickname: "Bob", avatar: "" } : null,
});

/** The host environment and a mall store over a fake server, loaded by `prepare`. */
function MallStory({ args, prepare, children }: { args: MallArgs; prepare(mall: Mall): Promise<unknown>; children(mall: Mall): ReactNode }) {
  const [ready, setReady] = useState<{ env: HostEnvironment; mall: Mall } | null>(null);
  const key = JSON.stringify(args);
  useEffect(() => {
    let live = true;
    const list = Array.from({ length: args.goods }, (_, i) => good(i + 1, args.price));
    const server = fakeFetch({
      "GET /api/account/my-info": () => ok(demoUser()),
      "GET /api/umall-classify/list": () => ok([{ id: 1, name: "Flowers", goods: args.goods }, { id: 2, name: "Sweets", goods: 2 }, { id: 3, name: "Keepsakes", goods: 3 }]),
      "GET /api/umall-classify/goodlist": () => (args.loading ? new Promise<Response>(() => {}) : ok({ list, total: list.length })),
      "GET /api/umall-goods/info": () => ok(good(1, args.price)),
      "GET /api/umall-order/receiver": () => ok([{ consignee: "Ada Lovelace", phone: "+44 20 7946 0000", address: "12 St James's Square, London" }]),
      "GET /api/friend/friend-list": () => ok(friends),
      "GET /api/umall-order/mebuy": () => ok({ list: [order(1, "purchased", true), order(2, "received", false), order(3, "purchased", false)], total: 3 }),
    });
    const env = createHostEnvironment({
      baseUrl: "http://chat.test",
      tokenStorage: memoryTokenStorage("token-abc"),
      fetch: server.fetch,
      chatEnvironment: { fetch: server.fetch, transport: createFakeTransport(), storage: createMemoryStorage() },
    });
    const mall = createMall({ api: env.api });
    void env.session.loadUser();
    void prepare(mall);
    // The grid's first page may never answer (loading): show the page without waiting for it.
    void mall.loadCategories().then(() => {
      if (live) setReady({ env, mall });
    });
    return () => {
      live = false;
    };
    // `key` is the args: every change builds a fresh store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!ready) return <div data-story-pending="" />;
  return <EnvProvider value={ready.env}>{children(ready.mall)}</EnvProvider>;
}

const grid = (args: MallArgs) => (
  <MallStory args={args} prepare={(mall) => mall.openCategory(1)}>
    {(mall) => <MallPage mall={mall} />}
  </MallStory>
);

/** The categories and the first one's goods: cover, name, price, stock (one sold out) and Buy. */
export const Goods: Story = { render: grid };

/** The first page of goods still on its way. */
export const GridLoading: Story = { args: { loading: true }, render: grid };

/** A category with nothing in it yet. */
export const GridEmpty: Story = { args: { goods: 0 }, render: grid };

/** One good: its pictures (with a thumbnail strip), price, stock, description and Buy. */
export const Good: Story = {
  render: (args) => (
    <MallStory args={args} prepare={() => Promise.resolve()}>
      {() => (
        <section className="page good-page">
          <GoodView good={good(1, args.price)} />
        </section>
      )}
    </MallStory>
  ),
};

function orderForm(args: MallArgs, state: "valid" | "invalid" | "outOfCoins") {
  return (
    <MallStory args={args} prepare={(mall) => mall.loadOrderHelpers()}>
      {(mall) => (
        <section className="page order-page">
          <OrderForm
            good={good(1, args.price)}
            mall={mall}
            onPlaced={() => {}}
            {...(state === "valid" ? { initial: { quantity: "2", gift: true, recipientId: "42", address: "9 Calle Mayor, 28013 Madrid", message: "Happy birthday!" } } : {})}
            {...(state === "invalid"
              ? { initial: { quantity: "0", phone: "call me", gift: true }, initialErrors: { quantity: "mallQuantityInvalid", recipientId: "mallRecipientRequired", phone: "mallPhoneInvalid", address: "mallAddressRequired" } }
              : {})}
            {...(state === "outOfCoins" ? { initial: { quantity: "5", consignee: "Ada Lovelace", phone: "+44 20 7946 0000", address: "12 St James's Square, London" }, initialOutOfCoins: true } : {})}
          />
        </section>
      )}
    </MallStory>
  );
}

/** The order form filled in for a shop gift to Bob: quantity, recipient, address, message and the total. */
export const OrderFormValid: Story = { render: (args) => orderForm(args, "valid") };

/** Every wrong field says why, in the words the server would use. */
export const OrderFormInvalid: Story = { render: (args) => orderForm(args, "invalid") };

/** The coins do not cover the order: the out-of-coins dialog offers a top-up. */
export const OrderFormOutOfCoins: Story = { render: (args) => orderForm(args, "outOfCoins") };

/** My orders: a shop gift sent to Bob, an order received, and one waiting for Received. */
export const OrdersList: Story = {
  render: (args) => (
    <MallStory args={args} prepare={(mall) => mall.loadOrders("bought")}>
      {(mall) => <OrdersPage mall={mall} />}
    </MallStory>
  ),
};
