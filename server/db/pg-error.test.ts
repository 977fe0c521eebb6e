import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './pg-error';

const pg = (code: string) => Object.assign(new Error('db'), { code, severity: 'FATAL' });

describe('isDatabaseUnavailable', () => {
  it('is true for a database out of reach: shutting down, starting, refused, lost, frozen past the connect timeout', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '53300']) expect(isDatabaseUnavailable(pg(code)), code).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('wrapped'), { cause: pg('57P01') }))).toBe(true);
  });

  it('is false for what a statement did wrong, and for other errors', () => {
    for (const code of ['23505', '22003', '42703', '40001']) expect(isDatabaseUnavailable(pg(code)), code).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('fs'), { code: 'ENOENT' }))).toBe(false);
    expect(isDatabaseUnavailable(new RangeError('Invalid time value'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    // An HTTP call to a provider that is down: its cause has the socket's code, the database is fine.
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.9:443'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new TypeError('fetch failed', { cause: refused }))).toBe(false);
  });
});
