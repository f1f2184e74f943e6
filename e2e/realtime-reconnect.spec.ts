import { createConnection, createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./harness.js";
import { bubbles, openChatWith, textbox } from "./two-users.js";
import { ALICE, BOB, logIn, logInInEnglish } from "./users.js";

/**
 * A socket that died without a close while the network was away (a Wi-Fi change, a laptop that
 * slept) is replaced as soon as the browser is back online, not after the heartbeat's 25–50 s.
 * Bob's page reaches the server through a TCP relay that can make the gateway sockets it carries go
 * silent: open on both ends, carrying nothing, as a dead connection looks to a browser.
 */
interface Relay {
  url: string;
  /** How many gateway sockets it carries now. */
  gateways(): number;
  /** The gateway sockets open now stop carrying bytes either way, without closing. */
  silence(): void;
  close(): Promise<void>;
}

async function startRelay(target: string): Promise<Relay> {
  const { hostname, port } = new URL(target);
  const gateways = new Set<Socket[]>();
  const all = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = createConnection(Number(port), hostname);
    const pair = [client, upstream];
    for (const socket of [client, upstream]) {
      all.add(socket);
      socket.on("error", () => socket.destroy());
      socket.on("close", () => {
        all.delete(socket);
        gateways.delete(pair);
        client.destroy();
        upstream.destroy();
      });
    }
    client.once("data", (first: Buffer) => {
      if (first.toString("latin1").startsWith("GET /ws")) gateways.add(pair);
      upstream.write(first);
      client.pipe(upstream);
      upstream.pipe(client);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    gateways: () => gateways.size,
    silence() {
      for (const pair of gateways) {
        for (const socket of pair) {
          socket.unpipe();
          socket.pause();
        }
      }
    },
    async close() {
      for (const socket of all) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

let h: Harness;
let relay: Relay;

beforeAll(async () => {
  h = await startHarness({ DEMO: "1" });
  relay = await startRelay(h.url);
});
afterAll(async () => {
  await relay?.close();
  await h?.close();
});

describe("a gateway socket that died while the network was away", () => {
  it("is replaced when the browser is back online, and the message sent meanwhile arrives within seconds", async () => {
    const alice = await h.newPage();
    const bob = await h.newPage();
    let bobOpened = 0;
    let bobReady = 0;
    bob.page.on("websocket", (socket) => {
      bobOpened += 1;
      socket.on("framereceived", (frame) => void (String(frame.payload).startsWith('{"type":"ready"') && (bobReady += 1)));
    });
    await logIn(alice.page, h.url, ALICE);
    await logInInEnglish(bob.page, relay.url, BOB, BOB.language);
    await openChatWith(alice.page, BOB.name);
    await openChatWith(bob.page, ALICE.name);
    // One socket left (the pages before the chat closed theirs), and it is ready.
    await expect.poll(() => relay.gateways() === 1 && bobReady === bobOpened, { timeout: 15_000 }).toBe(true);
    const readyBefore = bobReady;

    relay.silence();
    await bob.context.setOffline(true);
    const text = "Sent while your socket was dead";
    await textbox(alice.page).fill(text);
    await textbox(alice.page).press("Enter");
    await expect.poll(() => bubbles(alice.page).getByText(text).count()).toBe(1);
    await bob.context.setOffline(false);

    // The old socket cannot answer the ping of the browser's "online": within 5 s a new one replays.
    await expect.poll(() => bubbles(bob.page).getByText(text).count(), { timeout: 20_000 }).toBe(1);
    // On a second socket: the replay comes before its `ready`.
    await expect.poll(() => bobReady).toBe(readyBefore + 1);
  });
});
