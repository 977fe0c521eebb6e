import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { drawCredit } from './repository';

/**
 * For the linkage rules' SMS and phone-call actions: takes one unit of the company's paid
 * notification credit. False when the company has none left: the caller sends the message to the
 * message center instead and says so.
 */
export function drawNotificationCredit(db: Kysely<DB>, tenantId: number): Promise<boolean> {
  return drawCredit(db, tenantId);
}
