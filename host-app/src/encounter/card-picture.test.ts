import { describe, expect, it } from "vitest";
import { cardPicture } from "./card-picture.js";

describe("a card's picture", () => {
  it("is an upload asked for at the card size", () => {
    expect(cardPicture("/files/166f8efebf4edfa743cc3835cdcb8d66.png")).toBe("/files/166f8efebf4edfa743cc3835cdcb8d66.png?w=192");
  });

  it("leaves no picture, another site's picture and an already sized one as they are", () => {
    expect(cardPicture("")).toBe("");
    expect(cardPicture("https://example.com/a.png")).toBe("https://example.com/a.png");
    expect(cardPicture("/files/a.png?w=192")).toBe("/files/a.png?w=192");
  });
});
