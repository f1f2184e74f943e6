import { demoUser, envelope, ok } from "@chat/client/test";
import type { AlbumPhoto, MyInfo } from "@chat/protocol";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations, renderApp } from "../test/render-app.js";

const me: MyInfo = { ...demoUser({ nickname: "ada" }), languages: "en", avatarThumb: "", profileCompleted: true, cancelConfirm: "password" };
const photo = (id: number): AlbumPhoto => ({ id, userId: me.id, url: `/files/${id}.png`, thumbUrl: `/files/t${id}.png`, width: 10, height: 10, createdAt: id });
const pngFile = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], "p.png", { type: "image/png" });

describe("given my album", () => {
  it("shows the count, a refused upload's reason with the file input ready again, then an added photo first", async () => {
    const user = userEvent.setup();
    let refuse = true;
    await renderApp({
      path: "/myAlbum",
      token: "tok",
      routes: {
        "GET /api/account/my-info": () => ok(me),
        "GET /api/album/list": () => ok({ list: [photo(1)], limit: 30 }),
        "POST /api/album/upload": () => (refuse ? envelope(400, "Image format is wrong.", null) : ok(photo(2))),
      },
    });
    expect(await screen.findByRole("heading", { name: "My album" })).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText("1 of 30 photos").textContent).toBe("1 / 30"));
    const input = screen.getByLabelText<HTMLInputElement>("Upload photo");
    await user.upload(input, pngFile());
    expect((await screen.findByRole("alert")).textContent).toBe("Image format is wrong.");
    expect(input.disabled).toBe(false);
    expect(input.value).toBe("");
    refuse = false;
    await user.upload(input, pngFile());
    await waitFor(() => expect(screen.getByLabelText("2 of 30 photos")).toBeTruthy());
    expect(screen.queryByRole("alert")).toBeNull();
    const thumbs = screen.getAllByRole("button", { name: /^Open photo/ });
    expect(thumbs.map((b) => b.querySelector("img")?.getAttribute("src"))).toEqual(["/files/t2.png", "/files/t1.png"]);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("opens the viewer, steps with the arrow keys, closes on Escape back on the thumbnail shown", async () => {
    const user = userEvent.setup();
    await renderApp({ path: "/myAlbum", token: "tok", routes: { "GET /api/account/my-info": () => ok(me), "GET /api/album/list": () => ok({ list: [photo(3), photo(2), photo(1)], limit: 30 }) } });
    await user.click(await screen.findByRole("button", { name: "Open photo 1 of 3" }));
    const viewer = screen.getByRole("dialog", { name: "Photo 1 of 3" });
    expect(within(viewer).getByRole("img").getAttribute("src")).toBe("/files/3.png");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("dialog", { name: "Photo 2 of 3" })).toBeTruthy();
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(screen.getByRole("dialog", { name: "Photo 3 of 3" })).toBeTruthy();
    // The focus stays inside: Tab from the last button comes back to the first.
    for (let i = 0; i < 4; i++) await user.tab();
    expect(viewer.contains(document.activeElement)).toBe(true);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open photo 3 of 3" }));
  });

  it("mirrors the arrow keys when the page runs right to left", async () => {
    const user = userEvent.setup();
    document.documentElement.dir = "rtl";
    try {
      await renderApp({ path: "/myAlbum", token: "tok", routes: { "GET /api/account/my-info": () => ok(me), "GET /api/album/list": () => ok({ list: [photo(3), photo(2), photo(1)], limit: 30 }) } });
      await user.click(await screen.findByRole("button", { name: "Open photo 1 of 3" }));
      await user.keyboard("{ArrowLeft}");
      expect(screen.getByRole("dialog", { name: "Photo 2 of 3" })).toBeTruthy();
      await user.keyboard("{ArrowRight}{ArrowRight}");
      expect(screen.getByRole("dialog", { name: "Photo 3 of 3" })).toBeTruthy();
    } finally {
      document.documentElement.dir = "ltr";
    }
  });

  it("deletes a photo only after the confirmation", async () => {
    const user = userEvent.setup();
    let list = [photo(2), photo(1)];
    const { seen } = await renderApp({
      path: "/myAlbum",
      token: "tok",
      routes: {
        "GET /api/account/my-info": () => ok(me),
        "GET /api/album/list": () => ok({ list, limit: 30 }),
        "GET /api/album/delete-img": () => {
          list = list.slice(1);
          return ok(null);
        },
      },
    });
    const deletes = await screen.findAllByRole("button", { name: "Delete photo" });
    await user.click(deletes[0]!);
    await user.click(within(screen.getByRole("dialog", { name: "Delete photo" })).getByRole("button", { name: "Cancel" }));
    expect(seen.some((r) => r.path.startsWith("/api/album/delete-img"))).toBe(false);
    expect(document.activeElement).toBe(deletes[0]);
    await user.click(deletes[0]!);
    await user.click(within(screen.getByRole("dialog", { name: "Delete photo" })).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.getByLabelText("1 of 30 photos")).toBeTruthy());
    expect(seen.some((r) => r.path === "/api/album/delete-img?id=2")).toBe(true);
    expect(screen.getAllByRole("button", { name: /^Open photo/ })).toHaveLength(1);
  });
});
