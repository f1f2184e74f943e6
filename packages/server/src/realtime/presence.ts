/**
 * Who has a live gateway socket (onlineState of friends and profiles). Counts this process's sockets;
 * with several processes, `remote` answers for the others (shared-presence.ts, over the Redis bus).
 */
export type PresenceChange = (userId: number, online: boolean) => void;

export class Presence {
  private readonly sockets = new Map<number, number>();
  private readonly listeners = new Set<PresenceChange>();
  /** Users online in other processes, when the bus shares presence. */
  remote: { isOnline(userId: number): boolean } | undefined;

  connected(userId: number): void {
    const n = (this.sockets.get(userId) ?? 0) + 1;
    this.sockets.set(userId, n);
    if (n === 1) this.emit(userId, true);
  }

  disconnected(userId: number): void {
    const n = (this.sockets.get(userId) ?? 0) - 1;
    if (n > 0) this.sockets.set(userId, n);
    else if (this.sockets.delete(userId)) this.emit(userId, false);
  }

  /** Users with a socket in this process. */
  localUsers(): number[] {
    return [...this.sockets.keys()];
  }

  /** Calls back when a user's first socket here opens or their last one closes. */
  onChange(listener: PresenceChange): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  isOnline(userId: number): boolean {
    return this.sockets.has(userId) || (this.remote?.isOnline(userId) ?? false);
  }

  onlineState(userId: number): 0 | 1 {
    return this.isOnline(userId) ? 1 : 0;
  }

  private emit(userId: number, online: boolean): void {
    for (const listener of this.listeners) listener(userId, online);
  }
}
