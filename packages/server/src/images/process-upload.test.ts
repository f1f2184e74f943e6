import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ImageError, processUpload, type UploadLimits } from "./process-upload.js";

const solid = (width: number, height: number, background = "#36c") =>
  sharp({ create: { width, height, channels: 3, background } });

/** Random pixels, so the encoded file is large and truncating it cuts real image data. */
const noisyPng = async (width: number, height: number) => {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width, height, channels: 3 } }).png().toBuffer();
};

const animatedGif = async (frames: number) => {
  const colours = ["red", "lime", "blue", "yellow"];
  const pngs = await Promise.all(
    Array.from({ length: frames }, (_, i) => solid(16, 12, colours[i % colours.length]).png().toBuffer()),
  );
  return sharp(pngs, { join: { animated: true } })
    .gif({ delay: Array(frames).fill(120), loop: 0 })
    .toBuffer();
};

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A valid-looking PNG that declares huge dimensions but is only a few hundred bytes. */
function pngBomb(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(1 << 20))), // a megabyte of zeros compresses to ~1 KB
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function refusal(buf: Buffer, limits?: UploadLimits): Promise<string> {
  try {
    await processUpload(buf, limits);
  } catch (err) {
    expect(err).toBeInstanceOf(ImageError);
    return (err as ImageError).kind;
  }
  throw new Error("expected the upload to be refused");
}

describe("processUpload accepts and re-encodes", () => {
  it("png stays png", async () => {
    const out = await processUpload(await solid(30, 20).png().toBuffer());
    expect(out).toMatchObject({ format: "png", ext: "png", width: 30, height: 20, pages: 1 });
    expect((await sharp(out.data).metadata()).format).toBe("png");
  });

  it("jpeg stays jpeg", async () => {
    const out = await processUpload(await solid(30, 20).jpeg({ quality: 95 }).toBuffer());
    expect(out).toMatchObject({ format: "jpeg", ext: "jpg", width: 30, height: 20 });
    expect((await sharp(out.data).metadata()).format).toBe("jpeg");
  });

  it("an animated gif stays an animated gif with its frame timing", async () => {
    const out = await processUpload(await animatedGif(3));
    expect(out).toMatchObject({ format: "gif", ext: "gif", width: 16, height: 12, pages: 3 });
    const meta = await sharp(out.data, { animated: true }).metadata();
    expect(meta).toMatchObject({ format: "gif", pages: 3, pageHeight: 12, delay: [120, 120, 120], loop: 0 });
  });

  it("a jpeg loses its EXIF (GPS included) and is turned upright first", async () => {
    const withGps = await solid(40, 20)
      .jpeg()
      .withExif({
        IFD0: { ImageDescription: "SECRET-MARKER" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 31/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "13/1 24/1 0/1" },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer tag

    const out = await processUpload(withGps);
    const after = await sharp(out.data).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(out.data.includes("SECRET-MARKER")).toBe(false);
    // Orientation 6 is a quarter turn: the 40×20 stored pixels display as 20×40.
    expect([out.width, out.height]).toEqual([20, 40]);
    expect([after.width, after.height]).toEqual([20, 40]);
  });

  it("drops data smuggled after the image (a gif+zip polyglot)", async () => {
    const gif = await animatedGif(2);
    const polyglot = Buffer.concat([gif, Buffer.from("PK\u0003\u0004SMUGGLED-PAYLOAD", "latin1")]);
    const out = await processUpload(polyglot);
    expect(out.data.includes("SMUGGLED-PAYLOAD")).toBe(false);
  });
});

describe("processUpload refuses", () => {
  it.each([
    ["svg", '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'],
    ["html", "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>"],
    ["pdf", "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF"],
    ["zip", "PK\u0003\u0004\u0014\u0000\u0000\u0000\u0008\u0000photo.png"],
  ])("%s (whatever its file name) as imageFormat", async (_name, content) => {
    expect(await refusal(Buffer.from(content, "latin1"))).toBe("imageFormat");
  });

  it("webp and tiff, which sharp could decode, as imageFormat", async () => {
    expect(await refusal(await solid(8, 8).webp().toBuffer())).toBe("imageFormat");
    expect(await refusal(await solid(8, 8).tiff().toBuffer())).toBe("imageFormat");
  });

  it("a truncated png as imageFormat", async () => {
    const png = await noisyPng(200, 200);
    expect(await refusal(png.subarray(0, Math.floor(png.length / 2)))).toBe("imageFormat");
    expect(await refusal(png.subarray(0, 40))).toBe("imageFormat");
  });

  it("a truncated jpeg as imageFormat", async () => {
    const raw = await noisyPng(200, 200);
    const jpeg = await sharp(raw).jpeg().toBuffer();
    expect(await refusal(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toBe("imageFormat");
  });

  it("GIF magic followed by garbage as imageFormat", async () => {
    const garbage = Buffer.alloc(4096);
    for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 7919) & 0xff;
    expect(await refusal(Buffer.concat([Buffer.from("GIF89a"), garbage]))).toBe("imageFormat");
    expect(await refusal(Buffer.from("GIF89a"))).toBe("imageFormat");
  });

  it("PNG and JPEG magic followed by garbage as imageFormat", async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 7)]);
    expect(await refusal(png)).toBe("imageFormat");
    expect(await refusal(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(500, 9)]))).toBe("imageFormat");
  });

  it("a decompression bomb (a tiny png declaring 50000×50000) as imageTooLarge, quickly", async () => {
    const bomb = pngBomb(50_000, 50_000);
    expect(bomb.length).toBeLessThan(4096);
    const t = performance.now();
    expect(await refusal(bomb)).toBe("imageTooLarge");
    // Refused from the header, never decoded (decoding would take minutes and gigabytes).
    expect(performance.now() - t).toBeLessThan(5000);
  });

  it("a gif declaring a 65535×65535 frame as imageTooLarge, quickly", async () => {
    const bomb = Buffer.from(await solid(4, 4).gif().toBuffer());
    bomb.writeUInt16LE(0xffff, 6); // logical screen width and height
    bomb.writeUInt16LE(0xffff, 8);
    const descriptor = bomb.indexOf(0x2c, 13); // the first image descriptor: its width and height
    bomb.writeUInt16LE(0xffff, descriptor + 5);
    bomb.writeUInt16LE(0xffff, descriptor + 7);
    const t = performance.now();
    expect(await refusal(bomb)).toBe("imageTooLarge");
    expect(performance.now() - t).toBeLessThan(5000);
  });

  it("a gif whose screen alone claims 65535×65535 decodes at its real frame size", async () => {
    const gif = Buffer.from(await solid(4, 4).gif().toBuffer());
    gif.writeUInt16LE(0xffff, 6);
    gif.writeUInt16LE(0xffff, 8);
    await expect(processUpload(gif)).resolves.toMatchObject({ width: 4, height: 4 });
  });

  it("files over the byte limit as imageTooLarge", async () => {
    const png = await noisyPng(64, 64);
    expect(await refusal(png, { maxBytes: png.length - 1 })).toBe("imageTooLarge");
    await expect(processUpload(png, { maxBytes: png.length })).resolves.toBeTruthy();
  });

  it("images over the pixel limit as imageTooLarge", async () => {
    const png = await solid(100, 100).png().toBuffer();
    expect(await refusal(png, { maxPixels: 9_999 })).toBe("imageTooLarge");
    await expect(processUpload(png, { maxPixels: 10_000 })).resolves.toBeTruthy();
  });

  it("animations whose frames together exceed the pixel or frame limit as imageTooLarge", async () => {
    const gif = await animatedGif(4); // 16×12 × 4 frames = 768 pixels
    expect(await refusal(gif, { maxPixels: 700 })).toBe("imageTooLarge");
    expect(await refusal(gif, { maxFrames: 3 })).toBe("imageTooLarge");
    await expect(processUpload(gif, { maxPixels: 768, maxFrames: 4 })).resolves.toBeTruthy();
  });
});
