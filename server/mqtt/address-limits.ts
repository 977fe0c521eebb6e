import { MAX_CONNECTIONS_PER_ADDRESS, MAX_PENDING_PER_ADDRESS } from './broker-limits';

/** A connection not yet authenticated, as the limits see it. */
export interface PendingConnection {
  /** Whether its CONNECT has arrived whole (it is being authenticated, a matter of milliseconds). */
  readonly connectReceived: boolean;
  destroy(): void;
}

/**
 * Open and not-yet-authenticated connections per source address. When an address holds its limit
 * of unauthenticated connections, a new one replaces the oldest that has not even sent a whole
 * CONNECT, instead of being refused: a device sends its CONNECT as soon as TCP connects, so idle
 * sockets (70 of them refused 5 of 8 devices behind the same NAT) cannot crowd devices out.
 */
export class AddressLimits {
  private readonly open = new Map<string, number>();
  /** In arrival order, oldest first. */
  private readonly pending = new Map<string, Set<PendingConnection>>();

  /** Counts a new connection, or returns false (and counts nothing) when the address is at a limit. */
  admit(address: string, connection: PendingConnection): boolean {
    const open = this.open.get(address) ?? 0;
    if (open >= MAX_CONNECTIONS_PER_ADDRESS) return false;
    let pending = this.pending.get(address);
    if (!pending) {
      pending = new Set();
      this.pending.set(address, pending);
    }
    if (pending.size >= MAX_PENDING_PER_ADDRESS) {
      const idle = [...pending].find((c) => !c.connectReceived);
      if (!idle) return false;
      pending.delete(idle);
      idle.destroy(); // its close still comes through closed(), which uncounts it
    }
    this.open.set(address, open + 1);
    pending.add(connection);
    return true;
  }

  /** The connection authenticated: it no longer counts as pending. */
  authenticated(address: string, connection: PendingConnection): void {
    this.forgetPending(address, connection);
  }

  closed(address: string, connection: PendingConnection): void {
    const left = (this.open.get(address) ?? 1) - 1;
    if (left > 0) this.open.set(address, left);
    else this.open.delete(address);
    this.forgetPending(address, connection);
  }

  private forgetPending(address: string, connection: PendingConnection): void {
    const pending = this.pending.get(address);
    if (!pending) return;
    pending.delete(connection);
    if (pending.size === 0) this.pending.delete(address);
  }
}
