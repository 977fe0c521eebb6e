import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommandRow } from '../shared/contract/api/device-commands';
import { commandReply } from './command-reply';
import { configureStreams, type StreamsConfig } from './config';

const row = (id: number, answered: boolean) => ({ id, answered, reply: answered ? { ok: 1 } : null }) as unknown as CommandRow;
let inputs: unknown[];
let lists: CommandRow[][];

beforeEach(() => {
  vi.useFakeTimers();
  inputs = [];
  // Each call answers the next list of rows; only `call` is used here.
  configureStreams({
    call: (_entry, input) => {
      inputs.push(input);
      return Promise.resolve({ rows: lists.shift() ?? [], total: 0 } as never);
    },
  } as Partial<StreamsConfig> as StreamsConfig);
});
afterEach(() => vi.useRealTimers());

describe('commandReply', () => {
  it("lists the device's latest commands until the one sent has its reply, and resolves with that row", async () => {
    lists = [[row(5, false)], [row(6, true), row(5, false)], [row(5, true)]];
    const reply = commandReply('AW00001', 5, { every: 1000, giveUpAfterMs: 30_000 });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(reply).resolves.toMatchObject({ id: 5, answered: true });
    expect(inputs).toHaveLength(3);
    expect(inputs[0]).toEqual({ body: { action: 'list', device_id: 'AW00001', page: 1, pageSize: 20 } });
  });

  it('resolves with null when no reply comes in time', async () => {
    lists = [];
    const reply = commandReply('AW00001', 5, { every: 1000, giveUpAfterMs: 3000 });
    await vi.advanceTimersByTimeAsync(3000);
    await expect(reply).resolves.toBeNull();
    expect(inputs).toHaveLength(4);
  });
});
