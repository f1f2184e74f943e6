import { describe, expect, it } from "vitest";
import { sniffImage } from "./image-check.js";
import { PNG_BYTES as PNG } from "../chat/testing/fixtures.js";

describe("sniffImage", () => {
  it("knows png, jpeg and gif by their first bytes, not their declared type", async () => {
    expect(await sniffImage(new Blob([PNG], { type: "text/plain" }))).toBe("png");
    expect(await sniffImage(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])]))).toBe("jpeg");
    expect(await sniffImage(new Blob(["GIF89a"]))).toBe("gif");
  });

  it("refuses anything else, even when it claims to be an image", async () => {
    expect(await sniffImage(new Blob(["<svg xmlns='http://www.w3.org/2000/svg'/>"], { type: "image/png" }))).toBeUndefined();
    expect(await sniffImage(new Blob([]))).toBeUndefined();
  });
});
