/** A FIFO async mutex: lock() resolves when the caller owns it; unlock() hands it to the next waiter. */
export class Mutex {
  private locked = false;
  private readonly waiters: Array<() => void> = [];

  lock(): Promise<void> {
    if (!this.locked) {
      this.locked = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  unlock(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.locked = false;
  }
}
