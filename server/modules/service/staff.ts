import type { Expression, SqlBool } from 'kysely';
import type { RequestScope } from '../../auth/request-scope';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';

/**
 * The rows of the companies the caller serves as after-sales staff, over a company column; null
 * for a caller who serves none. Who serves is decided in server/auth (scope.whereServed): the
 * platform admin and agents holding 10002. An ordinary customer given 10002 is a customer all the
 * same, in tickets, suggestions and the conversation alike.
 */
export const servedBy = (scope: RequestScope, column: string): Expression<SqlBool> | null => scope.whereServed(column, ROUTE_ACCESS.serviceStaff);
