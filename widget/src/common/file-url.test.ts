import { describe, expect, it } from "vitest";
import { resolveFileUrl } from "./file-url.js";

describe("a picture's URL in the panel", () => {
  it("takes a server path to the chat's origin, whatever page the panel is on", () => {
    expect(resolveFileUrl("https://chat.example.com", "/files/ab.png")).toBe("https://chat.example.com/files/ab.png");
    expect(resolveFileUrl("https://chat.example.com/", "/files/ab.png")).toBe("https://chat.example.com/files/ab.png");
  });

  it("leaves absolute, protocol-relative, data and blob URLs, and a panel on its own origin, as they are", () => {
    for (const url of ["https://cdn.example.com/a.png", "//cdn.example.com/a.png", "data:image/png;base64,AA", "blob:https://x/1"]) {
      expect(resolveFileUrl("https://chat.example.com", url)).toBe(url);
    }
    expect(resolveFileUrl("", "/files/ab.png")).toBe("/files/ab.png");
  });
});
