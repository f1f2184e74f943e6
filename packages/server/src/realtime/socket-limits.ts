/**
 * Caps on the gateway sockets one member and one client address may hold: every socket of a user gets
 * every event of theirs, so a thousand of them would cost the server a thousand sends per event. A
 * user's newest socket makes room by closing their oldest; an address at its cap is refused.
 *
 * Each server process counts its own sockets: with several (REDIS_URL) a user may hold the cap in
 * each of them. That is enough to bound what one member costs a process, which is what the caps are for.
 */

export interface SocketCaps {
  /** Signed-in sockets one user may hold in this process; a new one closes the oldest. */
  maxSocketsPerUser: number;
  /** Sockets, signed in or not, one client address may hold in this process; more are refused. */
  maxSocketsPerAddress: number;
}

export const DEFAULT_SOCKET_CAPS: SocketCaps = { maxSocketsPerUser: 20, maxSocketsPerAddress: 200 };

export class SocketLimits<S> {
  private readonly byUser = new Map<number, S[]>();
  private readonly byAddress = new Map<string, number>();

  constructor(private readonly caps: SocketCaps) {}

  /** Counts a new socket from `address`: false, and nothing counted, when the address is at its cap. */
  opened(address: string): boolean {
    const n = this.byAddress.get(address) ?? 0;
    if (n >= this.caps.maxSocketsPerAddress) return false;
    this.byAddress.set(address, n + 1);
    return true;
  }

  /** Forgets a socket `opened` counted. */
  closed(address: string): void {
    const n = (this.byAddress.get(address) ?? 0) - 1;
    if (n > 0) this.byAddress.set(address, n);
    else this.byAddress.delete(address);
  }

  /** Records `socket` as the user's newest; answers the sockets to close to stay within the cap, oldest first. */
  signedIn(userId: number, socket: S): S[] {
    const sockets = this.byUser.get(userId) ?? [];
    sockets.push(socket);
    this.byUser.set(userId, sockets);
    return sockets.length > this.caps.maxSocketsPerUser ? sockets.splice(0, sockets.length - this.caps.maxSocketsPerUser) : [];
  }

  /** Forgets a signed-in socket (one `signedIn` already answered is forgotten too). */
  signedOut(userId: number, socket: S): void {
    const sockets = this.byUser.get(userId);
    if (!sockets) return;
    const at = sockets.indexOf(socket);
    if (at >= 0) sockets.splice(at, 1);
    if (sockets.length === 0) this.byUser.delete(userId);
  }
}
