import { describe, expect, it } from 'vitest';
import { CronError, parseCron } from '../../server/modules/rules/engine/cron';
import { parseCronText } from '../../src/pages/system/rule/cron-text';

/** The client must refuse exactly what the server refuses, with the same message key and parameters. */
const CORPUS = [
  '* * * * *', '*/5 * * * *', '0 8 * * 1-5', '30 6 1,15 * *', '0 0 1 1 *', '59 23 31 12 7', '0 */2 * * 0', '5,10-12 1 * * *',
  '* * * *', '* * * * * *', '', '60 * * * *', '0 24 * * *', '0 0 0 * *', '0 0 32 * *', '0 0 * 13 *', '0 0 * * 8', '5-1 * * * *',
  '*/0 * * * *', '*/60 * * * *', '*/ * * * *', '*/a * * * *', 'a * * * *', '1-2-3 * * * *', '1,,2 * * * *', '-1 * * * *', '100 * * * *', '*/2/3 * * * *',
];

function serverVerdict(expression: string) {
  try {
    parseCron(expression);
    return 'ok';
  } catch (error) {
    if (error instanceof CronError) return { key: error.messageKey, params: error.params };
    throw error;
  }
}

describe('timer input parity with the server', () => {
  it.each(CORPUS)('%j gets the same verdict on both sides', (expression) => {
    const client = parseCronText(expression);
    expect(client.ok ? 'ok' : client.refusal).toEqual(serverVerdict(expression));
  });
});
