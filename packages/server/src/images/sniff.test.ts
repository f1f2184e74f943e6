import { describe, expect, it } from "vitest";
import { sniffImage } from "./sniff.js";

const bytes = (...b: number[]) => Buffer.from(b);

describe("sniffImage", () => {
  it("recognizes png, jpeg and gif by their magic bytes", () => {
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("png");
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpeg");
    expect(sniffImage(Buffer.from("GIF87a..."))).toBe("gif");
    expect(sniffImage(Buffer.from("GIF89a..."))).toBe("gif");
  });

  it.each([
    ["svg", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ["html", "<!doctype html><script>alert(1)</script>"],
    ["pdf", "%PDF-1.7\n"],
    ["zip", "PK\u0003\u0004"],
    ["webp", "RIFF\u0000\u0000\u0000\u0000WEBPVP8 "],
    ["bmp", "BM6\u0000"],
    ["gif without version", "GIF8"],
    ["text", "hello.png"],
  ])("refuses %s", (_name, content) => {
    expect(sniffImage(Buffer.from(content, "latin1"))).toBeNull();
  });

  it("refuses short and empty buffers", () => {
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
    expect(sniffImage(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(sniffImage(bytes(0xff, 0xd8))).toBeNull();
  });
});
