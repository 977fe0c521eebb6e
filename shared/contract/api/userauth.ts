import { Type, type Static } from 'typebox';
import { endpoint } from '../endpoint';
import { Id } from '../schema-bounds';
import { AccessEntrySchema } from '../access-catalogue';

const Code = Type.String({ minLength: 1, maxLength: 16, pattern: '^\\d+$' });

export { AccessEntrySchema } from '../access-catalogue';

export const RoutesQuerySchema = Type.Object({ userId: Id() });
export const UserRoutesSchema = Type.Object({
  allocated: Type.Array(AccessEntrySchema),
  assignable: Type.Array(AccessEntrySchema, { description: 'codes the caller holds and the user lacks' }),
});
export type UserRoutes = Static<typeof UserRoutesSchema>;

export const PermissionChangeSchema = Type.Object({
  userId: Id(),
  codes: Type.Array(Code, { minItems: 1, maxItems: 200 }),
});
export type PermissionChange = Static<typeof PermissionChangeSchema>;

export const HoldersQuerySchema = Type.Object({ code: Code });
export const HolderSchema = Type.Object({
  id: Type.Integer(),
  user_name: Type.String(),
  real_name: Type.Union([Type.String(), Type.Null()]),
  user_type: Type.String(),
  tenant_id: Type.Union([Type.Integer(), Type.Null()]),
  company_name: Type.Union([Type.String(), Type.Null()]),
});
export type Holder = Static<typeof HolderSchema>;

/** POST /userauth/bulk: one code given to and taken from many users in one transaction (9003). */
export const BulkChangeSchema = Type.Object({
  code: Code,
  grant: Type.Optional(Type.Array(Id(), { maxItems: 1000 })),
  revoke: Type.Optional(Type.Array(Id(), { maxItems: 1000 })),
});
export type BulkChange = Static<typeof BulkChangeSchema>;
export const BulkResultSchema = Type.Object({ granted: Type.Integer(), revoked: Type.Integer() });
export type BulkResult = Static<typeof BulkResultSchema>;

/**
 * Access codes per user (9003, and the user page's "assigned routes", 9002): what a user holds and
 * what the caller may still assign, grants and revocations (each in a transaction), and who holds
 * a given code.
 */
export const USERAUTH_ENDPOINTS = {
  routesOf: endpoint({ method: 'GET', path: '/users/findRoutesByUserId', query: RoutesQuerySchema, data: UserRoutesSchema, access: 'permissions' }),
  grant: endpoint({ method: 'POST', path: '/userauth/addPermission', body: PermissionChangeSchema, data: Type.Null(), access: 'permissions' }),
  revoke: endpoint({ method: 'POST', path: '/userauth/deletePermission', body: PermissionChangeSchema, data: Type.Null(), access: 'permissions' }),
  holders: endpoint({ method: 'GET', path: '/userauth/holders', query: HoldersQuerySchema, data: Type.Array(HolderSchema), access: 'permissions' }),
  bulk: endpoint({ method: 'POST', path: '/userauth/bulk', body: BulkChangeSchema, data: BulkResultSchema, access: 'permissions' }),
};
