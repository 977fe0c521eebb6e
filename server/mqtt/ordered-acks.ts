/**
 * The PUBACKs owed on one connection, released in the order their PUBLISHes arrived (MQTT 5
 * [MQTT-4.6.0-2]: QoS 1 acknowledgements go back in receipt order) and only once each message
 * may be acknowledged: a message finished early waits for the ones received before it.
 *
 * One instance per network connection. When the connection ends, `discard()` forgets what is
 * owed: an acknowledgement finished later is dropped, never sent on the next connection, where
 * the broker redelivers the message itself (the same packet id may then name a different copy).
 */
export class OrderedAcks {
  private readonly owed: Array<{ messageId: number; ready: boolean }> = [];
  private discarded = false;
  private idle: Array<() => void> = [];

  constructor(private readonly send: (messageId: number) => void) {}

  /** Messages received and not yet acknowledged. */
  get pending(): number {
    return this.owed.length;
  }

  /** Records a received QoS 1 PUBLISH; call the returned function when it may be acknowledged. */
  expect(messageId: number): () => void {
    const entry = { messageId, ready: false };
    this.owed.push(entry);
    return () => {
      if (this.discarded || entry.ready) return;
      entry.ready = true;
      this.release();
    };
  }

  /** The connection is gone: nothing owed on it is ever sent. */
  discard(): void {
    this.discarded = true;
    this.owed.length = 0;
    this.wake();
  }

  /** Resolves once nothing is owed (everything acknowledged or discarded). */
  whenIdle(): Promise<void> {
    if (this.owed.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private release(): void {
    while (this.owed.length > 0 && this.owed[0].ready) this.send(this.owed.shift()!.messageId);
    if (this.owed.length === 0) this.wake();
  }

  private wake(): void {
    const waiting = this.idle;
    this.idle = [];
    for (const resolve of waiting) resolve();
  }
}
