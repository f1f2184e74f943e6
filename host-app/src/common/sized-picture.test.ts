import { describe, expect, it } from "vitest";
import { largePicture, smallPicture } from "./sized-picture.js";

describe("a sized picture", () => {
  it("is an upload asked for at the small or the large size", () => {
    expect(smallPicture("/files/166f8efebf4edfa743cc3835cdcb8d66.png")).toBe("/files/166f8efebf4edfa743cc3835cdcb8d66.png?w=192");
    expect(largePicture("/files/166f8efebf4edfa743cc3835cdcb8d66.jpg")).toBe("/files/166f8efebf4edfa743cc3835cdcb8d66.jpg?w=640");
  });

  it("leaves no picture, another site's picture and an already sized one as they are", () => {
    expect(smallPicture("")).toBe("");
    expect(smallPicture("https://example.com/a.png")).toBe("https://example.com/a.png");
    expect(smallPicture("/files/a.png?w=192")).toBe("/files/a.png?w=192");
  });
});
