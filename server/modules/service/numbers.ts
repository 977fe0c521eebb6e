import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { stampedNumber } from '../../core/stamped-number';
import { zoneOfCompany } from '../../core/zones';

/** An after-sales ticket's (AS) or a suggestion's (SG) number, dated on its company's clock. */
export async function serviceNumber(db: Kysely<DB>, prefix: 'AS' | 'SG', tenantId: number): Promise<string> {
  return stampedNumber(prefix, await zoneOfCompany(db, tenantId));
}
