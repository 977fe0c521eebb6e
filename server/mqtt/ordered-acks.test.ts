import { describe, expect, it } from 'vitest';
import { OrderedAcks } from './ordered-acks';

describe('OrderedAcks', () => {
  it('sends acknowledgements in arrival order, each only once its message is done', () => {
    const sent: number[] = [];
    const acks = new OrderedAcks((id) => sent.push(id));
    const [a, b, c] = [7, 3, 9].map((id) => acks.expect(id));
    c();
    b();
    expect(sent).toEqual([]); // 7 came first and is not done
    a();
    expect(sent).toEqual([7, 3, 9]);
    expect(acks.pending).toBe(0);
  });

  it('sends each acknowledgement once however often it is finished', () => {
    const sent: number[] = [];
    const acks = new OrderedAcks((id) => sent.push(id));
    const a = acks.expect(1);
    a();
    a();
    expect(sent).toEqual([1]);
  });

  it('never sends what was owed once the connection is discarded', async () => {
    const sent: number[] = [];
    const acks = new OrderedAcks((id) => sent.push(id));
    const a = acks.expect(1);
    const b = acks.expect(2);
    b();
    const idle = acks.whenIdle();
    acks.discard();
    await idle;
    a();
    expect(sent).toEqual([]);
    expect(acks.pending).toBe(0);
  });

  it('tells when nothing is owed any more', async () => {
    const acks = new OrderedAcks(() => undefined);
    await acks.whenIdle();
    const a = acks.expect(1);
    let idle = false;
    const waiting = acks.whenIdle().then(() => (idle = true));
    await Promise.resolve();
    expect(idle).toBe(false);
    a();
    await waiting;
    expect(idle).toBe(true);
  });
});
