import { LIMITS } from "@chat/protocol";
import { describe, expect, it } from "vitest";
import { PNG_BYTES } from "../chat/testing/fixtures.js";
import { createComposer, emptyComposer } from "./composer.js";

const png = () => new Blob([PNG_BYTES], { type: "image/png" });

describe("the composer", () => {
  it("keeps a draft per conversation while another one is open", () => {
    const composer = createComposer({ isSending: () => false });
    composer.setDraft("for Bea");
    composer.leave(2);
    composer.enter(3);
    expect(composer.$composer.get()).toEqual(emptyComposer());
    composer.leave(3);
    composer.enter(2);
    expect(composer.$composer.get().text).toBe("for Bea");
  });

  it("refuses a picked file that is not an image, and takes a picked image with burn-after-read", async () => {
    const composer = createComposer({ isSending: () => false });
    expect(await composer.pickImage(new Blob(["not an image"]), "a.txt")).toEqual({ ok: false, error: "imageFormat" });
    expect(await composer.pickImage(png(), "a.png")).toEqual({ ok: true });
    composer.setBurn(true);
    const taken = composer.take();
    expect(taken).toMatchObject({ text: null, burn: true, image: { name: "a.png" } });
    expect(composer.$composer.get()).toEqual(emptyComposer());
    expect(composer.take()).toBeNull();
  });

  it("refuses a too-long text and clears the refusal on the next edit", () => {
    const composer = createComposer({ isSending: () => false });
    composer.setDraft("x".repeat(LIMITS.textChars + 1));
    expect(composer.take()).toBeNull();
    expect(composer.$composer.get().error).toBe("messageTooLong");
    composer.setDraft("short");
    expect(composer.$composer.get()).toEqual({ text: "short", image: null });
  });

  it("puts a failed send back only into an empty composer or an absent draft, and empties one that holds a retried send", () => {
    const composer = createComposer({ isSending: () => false });
    composer.restore(2, true, { text: "lost", image: null });
    expect(composer.$composer.get().text).toBe("lost");
    composer.restore(2, true, { text: "other", image: null });
    expect(composer.$composer.get().text).toBe("lost");
    composer.clearIfHolds("lost", null);
    expect(composer.$composer.get()).toEqual(emptyComposer());
    composer.restore(3, false, { text: "for Cleo", image: null });
    expect(composer.$composer.get()).toEqual(emptyComposer());
    composer.enter(3);
    expect(composer.$composer.get().text).toBe("for Cleo");
    composer.reset();
    composer.enter(3);
    expect(composer.$composer.get()).toEqual(emptyComposer());
  });
});
