/**
 * Runs tasks one at a time per key, in arrival order, and different keys concurrently: the
 * in-process half of "one active alarm per device and parameter" (the other half is the unique
 * index, which also covers several server instances).
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  busy(key: string): boolean {
    return this.tails.has(key);
  }

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const next = previous.then(task, task);
    const tail = next.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return next;
  }

  /** Resolves when every queued task has settled. */
  async idle(): Promise<void> {
    while (this.tails.size > 0) await Promise.all([...this.tails.values()]);
  }
}
