import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { isEmojiName, parseEmojiText } from "./emoji.js";
import { EMOJI_NAMES } from "./emoji-names.js";
import { EmojiText } from "./emoji-text.js";

describe("given the emoji allow-list", () => {
  it("has about forty pictures, each once in the picker", () => {
    const pictures = Object.keys(import.meta.glob("./assets/*.svg")).map((path) => path.replace(/^\.\/assets\/|\.svg$/g, ""));
    expect(pictures.length).toBeGreaterThanOrEqual(40);
    expect([...EMOJI_NAMES].sort()).toEqual(pictures.sort());
    for (const name of EMOJI_NAMES) expect(isEmojiName(name)).toBe(true);
    expect(isEmojiName("constructor")).toBe(false);
  });

  it("turns only allow-listed tokens into emoji and keeps the rest as text", () => {
    expect(parseEmojiText("hi [smile] [nope] [heart]!")).toEqual([
      { kind: "text", text: "hi " },
      { kind: "emoji", name: "smile" },
      { kind: "text", text: " [nope] " },
      { kind: "emoji", name: "heart" },
      { kind: "text", text: "!" },
    ]);
  });

  it("renders markup in a message as text, never as HTML", async () => {
    const { container } = render(<EmojiText text={'<img src=x onerror="alert(1)">[wink]<b>bold</b>'} />);
    expect(container.querySelector("b")).toBeNull();
    expect(container.querySelectorAll("img")).toHaveLength(1);
    expect(await screen.findByRole("img", { name: ":wink:" })).toBeTruthy();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it("shows the picture from its file", async () => {
    render(<EmojiText text="[smile]" />);
    const img = screen.getByRole("img", { name: ":smile:" });
    await expect.poll(() => img.getAttribute("src")).toMatch(/^data:image\/svg|smile/);
  });
});
