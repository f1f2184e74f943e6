/** Who has a live gateway socket in this process (onlineState of friends and profiles). */
export class Presence {
  private readonly sockets = new Map<number, number>();

  connected(userId: number): void {
    this.sockets.set(userId, (this.sockets.get(userId) ?? 0) + 1);
  }

  disconnected(userId: number): void {
    const n = (this.sockets.get(userId) ?? 0) - 1;
    if (n > 0) this.sockets.set(userId, n);
    else this.sockets.delete(userId);
  }

  isOnline(userId: number): boolean {
    return this.sockets.has(userId);
  }

  onlineState(userId: number): 0 | 1 {
    return this.isOnline(userId) ? 1 : 0;
  }
}
