import { MAX_CONNECTIONS_PER_ADDRESS, MAX_PENDING_PER_ADDRESS } from './broker-limits';

/** Open and not-yet-authenticated connections per source address. */
export class AddressLimits {
  private readonly open = new Map<string, number>();
  private readonly pending = new Map<string, number>();

  /** Counts a new connection, or returns false (and counts nothing) when the address is at a limit. */
  admit(address: string): boolean {
    const open = this.open.get(address) ?? 0;
    const pending = this.pending.get(address) ?? 0;
    if (open >= MAX_CONNECTIONS_PER_ADDRESS || pending >= MAX_PENDING_PER_ADDRESS) return false;
    this.open.set(address, open + 1);
    this.pending.set(address, pending + 1);
    return true;
  }

  /** The connection authenticated: it no longer counts as pending. */
  authenticated(address: string): void {
    decrement(this.pending, address);
  }

  closed(address: string, wasAuthenticated: boolean): void {
    decrement(this.open, address);
    if (!wasAuthenticated) decrement(this.pending, address);
  }
}

function decrement(counts: Map<string, number>, key: string): void {
  const left = (counts.get(key) ?? 1) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}
