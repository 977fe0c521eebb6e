import { describe, expect, it } from 'vitest';
import { appErrorForDatabase } from './db-errors';

const pg = (code: string, extra: Record<string, string> = {}) => Object.assign(new Error('db'), { code, severity: 'ERROR', ...extra });

describe('appErrorForDatabase', () => {
  it('maps integrity violations to 400/409 naming the column', () => {
    expect(appErrorForDatabase(pg('23505', { detail: 'Key (name)=(a) already exists.' }))).toMatchObject({ statusCode: 409, messageKey: 'db_duplicate_field', params: { field: 'name' } });
    expect(appErrorForDatabase(pg('23503', { detail: 'Key (tenant_id)=(9) is not present in table "companies".' }))).toMatchObject({
      statusCode: 400,
      messageKey: 'db_reference_missing_field',
      params: { field: 'tenant_id' },
    });
    expect(appErrorForDatabase(pg('23503', { detail: 'Key (id)=(1) is still referenced from table "users".' }))).toMatchObject({ statusCode: 409, messageKey: 'db_in_use' });
    expect(appErrorForDatabase(pg('23502', { column: 'phone' }))).toMatchObject({ statusCode: 400, messageKey: 'field_required', params: { field: 'phone' } });
  });

  it('maps data exceptions to 400, also behind a wrapper', () => {
    for (const code of ['22P02', '22003', '22007', '22008', '22021', '22001', '22P05']) {
      expect(appErrorForDatabase(pg(code))).toMatchObject({ statusCode: 400, messageKey: 'db_invalid_value' });
    }
    expect(appErrorForDatabase(Object.assign(new Error('wrapped'), { cause: pg('22003') }))).toMatchObject({ statusCode: 400 });
  });

  it('leaves the database’s own failures and other errors alone (they stay 500)', () => {
    expect(appErrorForDatabase(pg('57P01'))).toBeNull();
    expect(appErrorForDatabase(pg('42703'))).toBeNull();
    expect(appErrorForDatabase(Object.assign(new Error('fs'), { code: 'ENOENT' }))).toBeNull();
    expect(appErrorForDatabase(new RangeError('Invalid time value'))).toBeNull();
  });
});
