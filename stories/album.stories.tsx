/**
 * The "my album" page (host app) in its states: empty, with photos, an upload on its way, full (30
 * photos) and the full-size viewer open. Each builds the host environment over a fake server and an
 * album store whose answers the story sets.
 */
import { createAlbum, createApiClient, memoryTokenStorage, type Album } from "@chat/client";
import { createFakeTransport, createMemoryStorage, demoUser, fakeFetch, ok } from "@chat/client/test";
import type { AlbumPhoto } from "@chat/protocol";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { AlbumPage } from "../host-app/src/album/album-page.js";
import { EnvProvider } from "../host-app/src/common/env-context.js";
import { createHostEnvironment } from "../host-app/src/app/environment.js";
import type { HostEnvironment } from "../host-app/src/common/host-environment.js";
import { ME_ID, pictureUrl } from "./support/seeds.js";

interface AlbumArgs {
  /** Photos in the album (0–30). */
  photos: number;
  /** An upload on its way, at this fraction (none when 0). */
  uploading: number;
  /** The viewer open on the first photo. */
  viewer: boolean;
}

const meta = {
  title: "Host app/Album",
  args: { photos: 6, uploading: 0, viewer: false },
  argTypes: {
    photos: { control: { type: "range", min: 0, max: 30, step: 1 } },
    uploading: { control: { type: "range", min: 0, max: 1, step: 0.05 } },
    viewer: { control: "boolean" },
  },
} satisfies Meta<AlbumArgs>;
export default meta;
type Story = StoryObj<AlbumArgs>;

const photo = (n: number): AlbumPhoto => {
  const url = pictureUrl((n * 47) % 360, `#${n}`);
  return { id: n, userId: ME_ID, url, thumbUrl: url, width: 320, height: 200, createdAt: Date.UTC(2026, 10, 20) - n * 86_400_000 };
};

function AlbumStory({ args }: { args: AlbumArgs }) {
  const [ready, setReady] = useState<{ env: HostEnvironment; album: Album } | null>(null);
  const key = JSON.stringify(args);
  useEffect(() => {
    let live = true;
    const list = Array.from({ length: args.photos }, (_, i) => photo(args.photos - i));
    const server = fakeFetch({ "GET /api/account/my-info": () => ok(demoUser()), "GET /api/album/list": () => ok({ list, limit: 30 }) });
    const env = createHostEnvironment({
      baseUrl: "http://chat.test",
      tokenStorage: memoryTokenStorage("token-abc"),
      fetch: server.fetch,
      chatEnvironment: { fetch: server.fetch, transport: createFakeTransport(), storage: createMemoryStorage() },
    });
    // An upload that reports how much is sent and never answers, so the story stays in the middle of it.
    const api = createApiClient({
      baseUrl: "http://chat.test",
      getToken: () => "token-abc",
      getLocale: () => "en",
      fetch: server.fetch,
      onUnauthorized: () => {},
      sendWithProgress: ({ onProgress }) => {
        onProgress(args.uploading);
        return new Promise<Response>(() => {});
      },
    });
    const album = createAlbum({ api });
    void Promise.all([env.session.loadUser(), album.load()]).then(() => {
      if (args.uploading > 0) void album.upload(new Blob(["png"], { type: "image/png" }));
      if (live) setReady({ env, album });
    });
    return () => {
      live = false;
    };
    // `key` is the args: every change builds a fresh store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    if (ready && args.viewer) document.querySelector<HTMLButtonElement>(".album-grid__thumb")?.click();
  }, [ready, args.viewer]);

  if (!ready) return <div data-story-pending="" />;
  return (
    <EnvProvider value={ready.env}>
      <AlbumPage album={ready.album} />
    </EnvProvider>
  );
}

/** A new album: nothing yet, with the upload button. */
export const Empty: Story = { args: { photos: 0 }, render: (args) => <AlbumStory args={args} /> };

/** Some photos, newest first, each with its delete button. */
export const WithPhotos: Story = { render: (args) => <AlbumStory args={args} /> };

/** An upload on its way: the progress bar shows how much is sent. */
export const Uploading: Story = { args: { photos: 3, uploading: 0.45 }, render: (args) => <AlbumStory args={args} /> };

/** 30 of 30: the upload is off and the page says why. */
export const Full: Story = { args: { photos: 30 }, render: (args) => <AlbumStory args={args} /> };

/** The full-size viewer on the first photo, with Previous, Next and Close. */
export const ViewerOpen: Story = { args: { photos: 5, viewer: true }, render: (args) => <AlbumStory args={args} /> };
