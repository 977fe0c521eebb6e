import { MAX_SUBSCRIPTIONS_PER_CONNECTION, MAX_TOPIC_FILTER_LENGTH } from './broker-limits';

/**
 * What a device may subscribe to on the embedded broker: filters under its own `devices/{id}/`
 * with no '+' below its id, at most MAX_TOPIC_FILTER_LENGTH characters, and at most
 * MAX_SUBSCRIPTIONS_PER_CONNECTION of them per connection (4,000 filters of 30,000 characters
 * stalled the event loop for seconds). Counted per connection, as Aedes authorizes each filter of a
 * SUBSCRIBE side by side before it adds any: the count here is what stops a single packet of
 * thousands.
 */
export class SubscriptionLimits {
  private readonly held = new WeakMap<object, Set<string>>();

  /** Whether the connection's device may subscribe to `filter`; counts it when it may. */
  admit(connection: object, deviceId: string, filter: string): boolean {
    const prefix = `devices/${deviceId}/`;
    if (filter.length > MAX_TOPIC_FILTER_LENGTH || !filter.startsWith(prefix) || filter.slice(prefix.length).includes('+')) {
      return false;
    }
    let filters = this.held.get(connection);
    if (!filters) {
      filters = new Set();
      this.held.set(connection, filters);
    }
    if (!filters.has(filter) && filters.size >= MAX_SUBSCRIPTIONS_PER_CONNECTION) return false;
    filters.add(filter);
    return true;
  }

  /** The connection unsubscribed: the filters no longer count. */
  removed(connection: object, filters: readonly string[]): void {
    const held = this.held.get(connection);
    for (const filter of filters) held?.delete(filter);
  }
}
