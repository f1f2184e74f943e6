import { describe, expect, it } from "vitest";
import { Batches } from "./batches.js";

const turn = () => new Promise((resolve) => setImmediate(resolve));
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Batches over a call that records the batches it got and answers each item doubled once released. */
function recorded(lanes: number) {
  const calls: number[][] = [];
  const pending: Array<() => void> = [];
  const batches = new Batches<number, number>(lanes, (items) => {
    calls.push(items);
    return new Promise((resolve) => pending.push(() => resolve(items.map((n) => n * 2))));
  });
  const releaseAll = async () => {
    while (pending.length > 0) {
      for (const release of pending.splice(0)) release();
      await turn();
    }
  };
  return { batches, calls, releaseAll };
}

describe("Batches", () => {
  it("sends a few items asked for together as one batch, even with lanes free", async () => {
    const { batches, calls, releaseAll } = recorded(4);
    const answers = Promise.all(range(10).map((n) => batches.run(n)));
    await turn();
    expect(calls).toEqual([range(10)]);
    await releaseAll();
    expect(await answers).toEqual(range(10).map((n) => n * 2));
  });

  it("splits many over the free lanes, in shares of at least 16 and at most 64, the rest waiting for a lane", async () => {
    const { batches, calls, releaseAll } = recorded(4);
    const forty = Promise.all(range(40).map((n) => batches.run(n)));
    await turn();
    expect(calls.map((c) => c.length)).toEqual([16, 16, 8]);
    await releaseAll();
    expect(await forty).toEqual(range(40).map((n) => n * 2));

    calls.length = 0;
    const many = Promise.all(range(300).map((n) => batches.run(n)));
    await turn();
    expect(calls.map((c) => c.length)).toEqual([64, 64, 64, 64]);
    await releaseAll();
    expect(calls.slice(4).flat()).toEqual(range(300).slice(256));
    expect(await many).toEqual(range(300).map((n) => n * 2));
  });

  it("runs each item of a failed batch alone, so only the bad one fails", async () => {
    const batches = new Batches<number, number>(2, async (items) => {
      if (items.includes(3)) throw new Error("bad item");
      return items.map((n) => n * 2);
    });
    const results = await Promise.allSettled(range(5).map((n) => batches.run(n)));
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : "failed"))).toEqual([0, 2, 4, "failed", 8]);
  });
});
