import { describe, expect, it } from 'vitest';
import type { ProviderAnswer } from './outcome';
import { withRetry } from './retry';

const throttled: ProviderAnswer = { ok: false, failure: 'throttled', code: 'isv.BUSINESS_LIMIT_CONTROL', message: '' };

describe('withRetry', () => {
  it('waits the back-off, doubling, between throttled attempts, and stops at the bound', async () => {
    const waits: number[] = [];
    const answers = await withRetry(async () => throttled, { attempts: 4, backoffMs: 100 }, async (ms) => {
      waits.push(ms);
    });
    expect(answers).toHaveLength(4);
    expect(waits).toEqual([100, 200, 400]);
  });

  it('stops at a final answer, and turns a thrown error into a network failure that is retried', async () => {
    let calls = 0;
    const answers = await withRetry(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('fetch failed');
      return { ok: false, failure: 'bad_number', code: 'isv.MOBILE_NUMBER_ILLEGAL', message: '' } as ProviderAnswer;
    }, { attempts: 5, backoffMs: 0 }, async () => {});
    expect(answers.map((a) => (a.ok ? 'ok' : a.failure))).toEqual(['network', 'bad_number']);
  });
});
