/**
 * Presence across server processes, carried by the Redis bus's channel: each process announces its
 * users going online and offline, repeats its whole roster every `rosterEveryMs` (so a process that
 * joins, or missed a message, learns it), and answers a newcomer's hello at once; after the channel
 * comes back from an outage it greets again, so everyone trades rosters at once. A process silent
 * for three rosters (crashed, or cut off from Redis) no longer counts: its users show offline.
 */
import type { Presence } from "./presence.js";

export type PresenceMessage =
  | { kind: "hello" }
  | { kind: "roster"; users: number[] }
  | { kind: "online" | "offline"; user: number }
  | { kind: "bye" };

export interface ControlChannel {
  publishControl(message: PresenceMessage): void;
  onControl(listener: (origin: string, message: PresenceMessage) => void): () => void;
  /** Called when the channel came back after messages may have been lost (Redis away for a while). */
  onResync?(listener: () => void): () => void;
}

interface Peer {
  users: Set<number>;
  seenAt: number;
}

export const DEFAULT_ROSTER_EVERY_MS = 20_000;

export function sharePresence(channel: ControlChannel, presence: Presence, rosterEveryMs = DEFAULT_ROSTER_EVERY_MS): () => void {
  const peers = new Map<string, Peer>();
  const staleAfterMs = rosterEveryMs * 3;
  const roster = () => channel.publishControl({ kind: "roster", users: presence.localUsers() });

  presence.remote = {
    isOnline(userId) {
      const now = Date.now();
      for (const [origin, peer] of peers) {
        if (now - peer.seenAt > staleAfterMs) peers.delete(origin);
        else if (peer.users.has(userId)) return true;
      }
      return false;
    },
  };

  const stopControl = channel.onControl((origin, message) => {
    const peer = peers.get(origin) ?? { users: new Set<number>(), seenAt: 0 };
    peer.seenAt = Date.now();
    peers.set(origin, peer);
    if (message.kind === "hello") roster();
    else if (message.kind === "roster") peer.users = new Set(message.users);
    else if (message.kind === "online") peer.users.add(message.user);
    else if (message.kind === "offline") peer.users.delete(message.user);
    else peers.delete(origin);
  });
  const stopChanges = presence.onChange((user, online) => channel.publishControl({ kind: online ? "online" : "offline", user }));
  const timer = setInterval(roster, rosterEveryMs);
  timer.unref();
  const greet = () => {
    channel.publishControl({ kind: "hello" });
    roster();
  };
  greet();
  // Back after an outage: changes on both sides were lost, so trade whole rosters at once instead
  // of showing stale presence until the next periodic roster.
  const stopResync = channel.onResync?.(greet);

  return () => {
    clearInterval(timer);
    stopResync?.();
    stopControl();
    stopChanges();
    presence.remote = undefined;
    channel.publishControl({ kind: "bye" });
  };
}
