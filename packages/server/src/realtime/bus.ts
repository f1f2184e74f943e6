/**
 * The delivery bus between the API (which stores events) and the gateway sockets (which deliver
 * them): in this process by default, across processes with Redis (redis-bus.ts, REDIS_URL).
 * The database, never the bus, is the source of truth: a lost bus message is recovered by seq.
 */
import type { ServerFrame } from "@chat/protocol";
import type { Presence } from "./presence.js";

export type BusListener = (frame: ServerFrame) => void;

export interface Bus {
  /** Delivers a frame to every subscriber of the user, in this and other processes. */
  publish(userId: number, frame: ServerFrame): void;
  /** Listens for a user's frames; returns the unsubscribe function. */
  subscribe(userId: number, listener: BusListener): () => void;
  /**
   * Called when frames from other processes may have been lost (the bus reconnected), so sockets
   * catch up from the database. An in-process bus never loses frames and need not implement it.
   */
  onResync?(listener: () => void): () => void;
  /** Makes `presence` answer for users online in other processes too; returns the stop function. */
  sharePresence?(presence: Presence): () => void;
  /** False while a shared bus is cut off from its server (readiness); an in-process bus is always ready. */
  connected?(): boolean;
  close?(): Promise<void>;
}

/** The default bus: a map of listeners in this process. */
export class InProcessBus implements Bus {
  private readonly listeners = new Map<number, Set<BusListener>>();

  publish(userId: number, frame: ServerFrame): void {
    const set = this.listeners.get(userId);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(frame);
      } catch {
        // One broken socket must not keep the frame from the user's other devices.
      }
    }
  }

  subscribe(userId: number, listener: BusListener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(userId);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.listeners.delete(userId);
    };
  }
}
