import type { SocketLike } from './socket';

type Listener = (...args: unknown[]) => void;

/** Test-only: an in-memory stand-in for a socket.io client socket, driven by the test. */
export class FakeSocket implements SocketLike {
  connected = false;
  readonly sent: Array<[string, unknown]> = [];
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, payload?: unknown): this {
    this.sent.push([event, payload]);
    return this;
  }

  disconnect(): this {
    this.drop();
    return this;
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  /** The server sends `event`. */
  receive(event: string, payload: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload);
  }

  /** The connection comes up (first time or after a reconnect). */
  up(): void {
    this.connected = true;
    this.receive('connect', undefined);
  }

  /** The connection drops. */
  drop(): void {
    this.connected = false;
    this.receive('disconnect', 'transport close');
  }
}
