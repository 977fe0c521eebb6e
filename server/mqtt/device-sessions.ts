import { MAX_CONNECTIONS_PER_DEVICE, MAX_SESSIONS_PER_DEVICE, SESSION_EXPIRY_MS } from './broker-limits';

/** Erases what the broker stores for a client id: subscriptions, queued messages, will. */
export type ForgetSession = (clientId: string) => Promise<void>;

export interface DeviceSessionLimits {
  connections: number;
  sessions: number;
  expiryMs: number;
}

const DEFAULT_LIMITS: DeviceSessionLimits = {
  connections: MAX_CONNECTIONS_PER_DEVICE,
  sessions: MAX_SESSIONS_PER_DEVICE,
  expiryMs: SESSION_EXPIRY_MS,
};

/** A persistent session the broker keeps: its connection while one is open, else when it was last seen. */
interface StoredSession {
  connection: object | null;
  lastSeen: number;
}

/**
 * The connections and persistent sessions of each device on the embedded broker. A device may
 * hold `connections` at once, a reconnect taking over one of its own client ids aside; it keeps at
 * most `sessions` persistent sessions (clean session off), a new one replacing the least recently
 * seen one not connected; a session unseen for `expiryMs` is forgotten by `sweep()`. Decisions and
 * bookkeeping happen synchronously in `admit`, so CONNECTs arriving together cannot pass a limit
 * side by side.
 */
export class DeviceSessions {
  /** device id -> open connection -> its broker client id */
  private readonly live = new Map<string, Map<object, string>>();
  /** device id -> broker client id -> session */
  private readonly stored = new Map<string, Map<string, StoredSession>>();

  constructor(
    private readonly forget: ForgetSession,
    private readonly limits: DeviceSessionLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Called when `connection` of `deviceId` authenticated, asking for broker client id `clientId`
   * with a clean or a persistent session. Resolves false when the device holds its limit of
   * connections; otherwise counts the connection (until `closed`) and resolves once a session it
   * replaces is forgotten.
   */
  async admit(deviceId: string, connection: object, clientId: string, clean: boolean): Promise<boolean> {
    const live = getOrAdd(this.live, deviceId, () => new Map<object, string>());
    const takesOver = [...live.values()].includes(clientId);
    if (!takesOver && live.size >= this.limits.connections) return false;
    const sessions = getOrAdd(this.stored, deviceId, () => new Map<string, StoredSession>());
    let replaced: string | null = null;
    if (clean) {
      sessions.delete(clientId); // the broker wipes a session a clean CONNECT names
    } else if (!sessions.has(clientId) && sessions.size >= this.limits.sessions) {
      replaced = leastRecentlySeen(sessions);
      if (replaced === null) return false;
      sessions.delete(replaced);
    }
    live.set(connection, clientId);
    if (!clean) sessions.set(clientId, { connection, lastSeen: this.now() });
    if (replaced !== null) await this.forget(replaced);
    return true;
  }

  /** The connection is gone: it no longer counts, and its persistent session was last seen now. */
  closed(deviceId: string, connection: object): void {
    const live = this.live.get(deviceId);
    const clientId = live?.get(connection);
    if (!live || clientId === undefined) return;
    live.delete(connection);
    if (live.size === 0) this.live.delete(deviceId);
    const session = this.stored.get(deviceId)?.get(clientId);
    // After a takeover the session belongs to the newer connection.
    if (session?.connection === connection) {
      session.connection = null;
      session.lastSeen = this.now();
    }
  }

  /** Forgets the persistent sessions not connected for longer than the expiry. */
  async sweep(): Promise<void> {
    const expired: string[] = [];
    const cutoff = this.now() - this.limits.expiryMs;
    for (const [deviceId, sessions] of this.stored) {
      for (const [clientId, session] of sessions) {
        if (session.connection === null && session.lastSeen < cutoff) {
          sessions.delete(clientId);
          expired.push(clientId);
        }
      }
      if (sessions.size === 0) this.stored.delete(deviceId);
    }
    for (const clientId of expired) await this.forget(clientId);
  }

  /** Persistent sessions kept for a device (connected or not). */
  sessionsOf(deviceId: string): string[] {
    return [...(this.stored.get(deviceId)?.keys() ?? [])];
  }
}

function leastRecentlySeen(sessions: Map<string, StoredSession>): string | null {
  let oldest: string | null = null;
  let oldestSeen = Infinity;
  for (const [clientId, session] of sessions) {
    if (session.connection === null && session.lastSeen < oldestSeen) {
      oldest = clientId;
      oldestSeen = session.lastSeen;
    }
  }
  return oldest;
}

function getOrAdd<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
