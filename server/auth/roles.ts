import { sql, type Expression, type SqlBool } from 'kysely';
import { holdsCode, type UserType } from './session-user';

/**
 * The role questions, answered here so that no module compares user types itself
 * (DESIGN.md "Authorization on the server"; tests/unit/scope-boundary.test.ts keeps it so).
 */
interface Typed {
  userType: UserType | string;
}

/** The platform admin: every company and device. */
export const isAdmin = (user: Typed): boolean => user.userType === 'admin';
/** An agent customer: its own company and the companies it manages. */
export const isAgent = (user: Typed): boolean => user.userType === 'agent';
/** An ordinary customer: its own company, and only the devices bound to it. */
export const isCustomer = (user: Typed): boolean => user.userType === 'customer';
/** Agents and the admin add, delete and re-home devices and send them commands; customers may only edit. */
export const mayManageDevices = (user: Typed): boolean => !isCustomer(user);
/** Agents and the admin edit company display (login page) settings. */
export const mayEditCompanyDisplay = (user: Typed): boolean => isAdmin(user) || isAgent(user);
/** Rows of the platform itself (no company: command-code defaults) are the platform admin's to write. */
export const mayEditPlatformRows = (user: Typed): boolean => isAdmin(user);
/**
 * Who may serve the companies it sees as staff (after-sales conversations), given the staff code:
 * the admin and agents. An ordinary customer holding the code is still a customer of its company.
 */
export const mayServeCompanies = (user: Typed): boolean => isAdmin(user) || isAgent(user);
/**
 * Staff of the companies it sees for a service whose staff hold one of `codes` (after-sales: 10002):
 * one who may serve companies, holding the code. The one rule of "staff of a company" for tickets,
 * suggestions and the conversation (scope.whereServed) and the conversation's push rooms.
 */
export const servesAsStaff = (user: Typed & { access: ReadonlySet<string> }, codes: string | readonly string[]): boolean =>
  mayServeCompanies(user) && (typeof codes === 'string' ? [codes] : codes).some((code) => holdsCode(user.access, code));
/** A company lock keeps out everyone of the company but the platform admin. */
export const companyLockApplies = (user: Typed): boolean => !isAdmin(user);
/** SQL twin of companyLockApplies over a user-type column (`.where(companyLockAppliesTo('users.user_type'))`). */
export const companyLockAppliesTo = (column: string): Expression<SqlBool> => sql<SqlBool>`${sql.ref(column)} <> 'admin'`;
/**
 * Whether a rights change of a company may concern this user's sockets: its own company, or any
 * company for an agent (it may manage the company without belonging to it).
 */
export const mayBeConcernedByCompany = (user: Typed & { tenantId: number | null }, companyId: number): boolean =>
  user.tenantId === companyId || isAgent(user);
