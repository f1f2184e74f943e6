/**
 * Moments (host app): the composer (empty, invalid, uploading), one moment in every state (normal,
 * pinned, burn-after-reading blurred / counting down / burned / asking before a paid recovery,
 * translated, with many comments) and the square's three lists. Each runs the real components over a fake server with the story's moments.
 */
import { createApiClient, createMomentComposer, memoryTokenStorage, type MomentComposer } from "@chat/client";
import { aComment, aMoment, createFakeTransport, createMemoryStorage, demoUser, fakeFetch, momentAuthor, ok } from "@chat/client/test";
import type { Moment, MomentComment, WalletBalance } from "@chat/protocol";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState, type ReactNode } from "react";
import { EnvProvider } from "../host-app/src/common/env-context.js";
import { createHostEnvironment } from "../host-app/src/app/environment.js";
import type { HostEnvironment } from "../host-app/src/common/host-environment.js";
import { DynamicSquarePage } from "../host-app/src/moments/dynamic-square-page.js";
import { MomentComposerForm } from "../host-app/src/moments/moment-composer-form.js";
import { MomentPage } from "../host-app/src/moments/moment-page.js";
import { momentsStateFor, type MomentsState, type SquareTab } from "../host-app/src/moments/moments-state.js";
import "../host-app/src/moments/moments.css";
import { ME_ID, pictureUrl } from "./support/seeds.js";

interface MomentsArgs {
  /** Pictures of each moment (1–9). */
  pictures: number;
  /** Text of the moment shown. */
  text: string;
}

const meta = {
  title: "Host app/Moments",
  args: { pictures: 3, text: "Sunset over the harbour — who wants to come next time? 🌅" },
  argTypes: { pictures: { control: { type: "range", min: 1, max: 9, step: 1 } }, text: { control: "text" } },
} satisfies Meta<MomentsArgs>;
export default meta;
type Story = StoryObj<MomentsArgs>;

const T0 = Date.UTC(2026, 10, 20, 9, 0);
const mei = { ...momentAuthor(4, "Mei"), vipLevel: 2 as const };
const me = momentAuthor(ME_ID, "Ada");
const pictures = (n: number, seed = 0) =>
  Array.from({ length: n }, (_, i) => {
    const url = pictureUrl((seed * 50 + i * 40) % 360, `#${i + 1}`);
    return { url, thumbUrl: url, blurUrl: "", width: 320, height: 200 };
  });
const moment = (id: number, args: MomentsArgs, change: Partial<Moment> = {}): Moment =>
  aMoment(id, { author: mei, text: args.text, pictures: pictures(args.pictures, id), createdAt: T0 - id * 3_600_000, likes: 4, comments: 2, ...change });
const burn = (id: number, args: MomentsArgs, burnState: "sealed" | "burned"): Moment =>
  moment(id, args, { type: 1, burnState, pictures: pictures(args.pictures, id).map((p) => ({ ...p, url: "", thumbUrl: "", blurUrl: p.url })) });
const comments = (n: number): MomentComment[] =>
  Array.from({ length: n }, (_, i) =>
    aComment(i + 1, 1, {
      author: i % 2 ? me : momentAuthor(10 + i, `Friend ${i + 1}`),
      text: i % 3 === 0 ? "¡Qué bonito! ¿Dónde es?" : "Beautiful light.",
      createdAt: T0 + i * 60_000,
      replies: i === 0 ? [aComment(100, 1, { parentId: 1, createdAt: T0 + 30 * 60_000, author: mei, replyTo: { userId: 10, nickname: "Friend 1" }, text: "Hong Kong, last Sunday." })] : [],
    }),
  );

/** A host environment over a fake server with these routes; `then` runs once the page is shown. */
function MomentsHost({ routes, children, then }: { routes: Parameters<typeof fakeFetch>[0]; children: ReactNode; then?: (state: MomentsState) => void }) {
  const [env, setEnv] = useState<HostEnvironment | null>(null);
  useEffect(() => {
    let live = true;
    const server = fakeFetch({ "GET /api/account/my-info": () => ok(demoUser({ nickname: "Ada" })), ...routes });
    const next = createHostEnvironment({
      baseUrl: "http://chat.test",
      tokenStorage: memoryTokenStorage("token-abc"),
      fetch: server.fetch,
      chatEnvironment: { fetch: server.fetch, transport: createFakeTransport(), storage: createMemoryStorage() },
    });
    void next.session.loadUser().then(() => {
      if (live) setEnv(next);
    });
    return () => {
      live = false;
    };
    // One environment per story render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (env && then) then(momentsStateFor(env.api, "token-abc"));
    // Once, when the page is there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [env]);
  if (!env) return <div data-story-pending="" />;
  return <EnvProvider value={env}>{children}</EnvProvider>;
}

/** The wallet's balance the stories' server answers (my-info's 12 coins, no membership). */
const wallet = (blurUses: number): WalletBalance => ({ goldCoin: 12, character: 300, vipCharacter: 200, freeGifts: 0, vipLevel: blurUses > 0 ? 1 : 0, vipExpiresAt: null, blurUses });

/** One moment on its page (`/moment/:id`), comments open; `blurUses` the membership's blurred-photo views left. */
function OneMoment({ value, commentList = comments(2), then, blurUses = 0 }: { value: Moment; commentList?: MomentComment[]; then?: (state: MomentsState) => void; blurUses?: number }) {
  return (
    <MomentsHost
      routes={{
        "GET /api/wallet/balance": () => ok(wallet(blurUses)),
        "GET /api/dynamic/dynamic-info": () => ok({ moment: value, comments: { list: commentList, nextCursor: null, total: commentList.length + 1 }, likers: null }),
        "POST /api/dynamic/translate": () => ok({ translateContent: "Atardecer sobre el puerto: ¿quién quiere venir la próxima vez? 🌅", charged: { characters: 56, coins: 0 } }),
        "POST /api/dynamic/burn-read": () => ok({ pictures: pictures(value.pictures.length, value.id), expiresAt: Date.now() + 60_000, displayMs: 8_000 }),
      }}
      {...(then ? { then } : {})}
    >
      <MomentPage id={String(value.id)} />
    </MomentsHost>
  );
}

export const Normal: Story = { render: (args) => <OneMoment value={moment(1, args)} /> };
export const Pinned: Story = { render: (args) => <OneMoment value={moment(1, args, { author: me, pinned: true })} /> };
export const BurnBlurred: Story = { name: "Burn after reading, blurred", render: (args) => <OneMoment value={burn(1, args, "sealed")} /> };
export const BurnCountingDown: Story = {
  name: "Burn after reading, counting down",
  render: (args) => <OneMoment value={burn(1, args, "sealed")} then={(state) => void state.burn.open(1)} />,
};
export const BurnBurned: Story = { name: "Burn after reading, burned", render: (args) => <OneMoment value={burn(1, args, "burned")} /> };
/** Recover on a burned moment asks first: what, its price in gold coins and the coins after. */
export const BurnRecoverConfirm: Story = {
  name: "Burn after reading, recover asks first",
  render: (args) => <OneMoment value={burn(1, args, "burned")} then={(state) => state.$confirmRecovery.set(1)} />,
};
/** With a membership's blurred-photo view left, the recovery spends that instead of coins, and says so. */
export const BurnRecoverWithView: Story = {
  name: "Burn after reading, recover with a blurred-photo view",
  render: (args) => <OneMoment value={burn(1, args, "burned")} blurUses={4} then={(state) => state.$confirmRecovery.set(1)} />,
};
export const Translated: Story = { render: (args) => <OneMoment value={moment(1, args)} then={(state) => void state.translations.translate("moment", 1)} /> };
export const ManyComments: Story = { name: "With many comments", render: (args) => <OneMoment value={moment(1, args, { comments: 13 })} commentList={comments(12)} /> };

/** The composer over an API whose upload reports `progress` and never answers (so it stays uploading). */
function Composer({ fill, invalid, progress }: { fill: boolean; invalid?: boolean; progress?: number }) {
  const [composer] = useState<MomentComposer>(() => {
    const server = fakeFetch({});
    const api = createApiClient({
      baseUrl: "http://chat.test",
      getToken: () => "token-abc",
      getLocale: () => "en",
      fetch: server.fetch,
      onUnauthorized: () => {},
      sendWithProgress: ({ onProgress }) => {
        onProgress(progress ?? 0);
        return new Promise<Response>(() => {});
      },
    });
    const made = createMomentComposer({ api, createPreview: (file) => (file as Blob & { preview?: string }).preview ?? "", revokePreview: () => undefined });
    if (fill) {
      made.setText("Weekend hike 🥾");
      made.addPictures(pictures(2).map((p) => Object.assign(new Blob(["x"], { type: "image/svg+xml" }), { preview: p.url })));
    }
    if (invalid) made.addPictures([new Blob(["x"], { type: "text/plain" })]);
    if (progress !== undefined) void made.post();
    else if (invalid) void made.post();
    return made;
  });
  return (
    <MomentsHost routes={{}}>
      <MomentComposerForm composer={composer} />
    </MomentsHost>
  );
}

export const ComposerEmpty: Story = { name: "Composer, empty", render: () => <Composer fill={false} /> };
export const ComposerInvalid: Story = { name: "Composer, invalid", render: () => <Composer fill={false} invalid /> };
export const ComposerUploading: Story = { name: "Composer, uploading", render: () => <Composer fill progress={0.45} /> };

/** The square on one of its tabs. */
function Square({ tab, args }: { tab: SquareTab; args: MomentsArgs }) {
  const list: Record<string, Moment[]> = {
    square: [moment(1, args), moment(2, args, { author: momentAuthor(5, "Bea"), text: "Morning run done ✅", likes: 12, liked: true }), burn(3, args, "sealed")],
    friends: [moment(2, args, { author: momentAuthor(5, "Bea"), text: "Morning run done ✅" }), burn(4, args, "burned")],
    user: [moment(5, args, { author: me, pinned: true }), moment(6, args, { author: me, text: "My first moment!" })],
  };
  return (
    <MomentsHost
      routes={{ "GET /api/dynamic/dynamic-list": (r) => ok({ list: list[new URL(`http://x${r.path}`).searchParams.get("view") ?? "square"] ?? [], nextCursor: null }) }}
      then={(state) => state.$tab.set(tab)}
    >
      <DynamicSquarePage />
    </MomentsHost>
  );
}

export const MomentSquare: Story = { name: "Moment square", render: (args) => <Square tab="square" args={args} /> };
export const FriendsMoments: Story = { name: "Friends' moments", render: (args) => <Square tab="friends" args={args} /> };
export const MyMoments: Story = { name: "My moments", render: (args) => <Square tab="mine" args={args} /> };
