import { TYPING } from "@chat/protocol";
import { describe, expect, it } from "vitest";
import { createManualTimers } from "../chat/testing/manual-timers.js";
import { createTyping } from "./typing.js";

describe("typing…", () => {
  it("tells the peer at most every few seconds while I type", () => {
    const timers = createManualTimers();
    const sent: number[] = [];
    const typing = createTyping({ timers: { ...timers, random: Math.random }, send: (to) => sent.push(to) > 0 });
    typing.typed(5);
    typing.typed(5);
    timers.advance(TYPING.sendEveryMs - 1);
    typing.typed(5);
    typing.typed(6);
    expect(sent).toEqual([5, 6]);
    timers.advance(1);
    typing.typed(5);
    expect(sent).toEqual([5, 6, 5]);
  });

  it("tries again at the next key when a notice could not go (not connected yet)", () => {
    const timers = createManualTimers();
    let online = false;
    const tried: number[] = [];
    const typing = createTyping({ timers: { ...timers, random: Math.random }, send: (to) => (tried.push(to), online) });
    typing.typed(5);
    typing.typed(5);
    online = true;
    typing.typed(5);
    typing.typed(5);
    expect(tried).toEqual([5, 5, 5]);
  });

  it("shows a peer typing for a few seconds, renewed by each notice, ended by their message", () => {
    const timers = createManualTimers();
    const typing = createTyping({ timers: { ...timers, random: Math.random }, send: () => true });
    typing.noteTyping(5);
    expect([...typing.$typing.get()]).toEqual([5]);
    timers.advance(TYPING.showForMs - 1000);
    typing.noteTyping(5);
    timers.advance(TYPING.showForMs - 1000);
    expect([...typing.$typing.get()]).toEqual([5]);
    timers.advance(1000);
    expect([...typing.$typing.get()]).toEqual([]);
    typing.noteTyping(7);
    typing.noteMessage(7);
    expect([...typing.$typing.get()]).toEqual([]);
  });
});
