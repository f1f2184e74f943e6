import { describe, expect, it } from "vitest";
import { cardPhoto, cardPicture, photosOf } from "./card-picture.js";

describe("a card's picture", () => {
  it("is an upload asked for at the card size", () => {
    expect(cardPicture("/files/166f8efebf4edfa743cc3835cdcb8d66.png")).toBe("/files/166f8efebf4edfa743cc3835cdcb8d66.png?w=192");
    expect(cardPhoto("/files/166f8efebf4edfa743cc3835cdcb8d66.jpg")).toBe("/files/166f8efebf4edfa743cc3835cdcb8d66.jpg?w=640");
  });

  it("leaves no picture, another site's picture and an already sized one as they are", () => {
    expect(cardPicture("")).toBe("");
    expect(cardPicture("https://example.com/a.png")).toBe("https://example.com/a.png");
    expect(cardPicture("/files/a.png?w=192")).toBe("/files/a.png?w=192");
  });
});

describe("a card's photos", () => {
  it("are the album's, else the avatar, else none", () => {
    expect(photosOf({ photos: ["/files/1.jpg", "/files/2.jpg"], avatar: "/files/a.png" })).toEqual(["/files/1.jpg", "/files/2.jpg"]);
    expect(photosOf({ photos: [], avatar: "/files/a.png" })).toEqual(["/files/a.png"]);
    expect(photosOf({ avatar: "" })).toEqual([]);
  });
});
