import type { Aedes } from 'aedes';

type ClientRef = { id: string };

/**
 * The calls of Aedes' persistence (aedes-persistence, in memory) used here: the same interface
 * Aedes itself calls, which its type declarations leave out of the broker's fields.
 */
interface Persistence {
  cleanSubscriptions(client: ClientRef): Promise<unknown>;
  removeSubscriptions(client: ClientRef, topics: string[]): Promise<unknown>;
  outgoingStream(client: ClientRef): AsyncIterable<object>;
  outgoingClearMessageId(client: ClientRef, packet: object): Promise<unknown>;
  cleanIncoming?(client: ClientRef): Promise<unknown>;
  delWill(client: ClientRef & { brokerId: string }): Promise<unknown>;
}

/** What the embedded broker keeps for persistent sessions, as the session limits need to trim it. */
export interface SessionStore {
  /** Erases a session not connected: its subscriptions, queued messages, QoS 2 state and will. */
  forget(clientId: string): Promise<void>;
  removeSubscriptions(clientId: string, topics: string[]): Promise<void>;
}

export function sessionStoreOf(broker: Aedes): SessionStore {
  const persistence = (broker as unknown as { persistence: Persistence }).persistence;
  return {
    forget: async (id) => {
      const client = { id };
      await persistence.cleanSubscriptions(client);
      // As Aedes empties a clean session's queue: one clear per queued packet (the list is a copy).
      for await (const packet of persistence.outgoingStream(client)) await persistence.outgoingClearMessageId(client, packet);
      await persistence.cleanIncoming?.(client);
      await persistence.delWill({ id, brokerId: broker.id });
    },
    removeSubscriptions: async (id, topics) => {
      await persistence.removeSubscriptions({ id }, topics);
    },
  };
}
