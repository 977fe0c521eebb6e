import { Type, type Static } from 'typebox';
import { endpoint } from '../endpoint';
import { Paged, PageQuery } from '../envelope';
import { Id } from '../schema-bounds';

/** Trimmed-non-empty enterprise name with the spec's own wording when it is missing. */
const CompanyName = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', 'x-message': 'companies_name_required' });
const Alias = Type.Union([Type.String({ maxLength: 100 }), Type.Null()]);

export const CompanyRowSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  alias: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  is_lock: Type.Integer({ description: '0 normal, 1 locked' }),
  timezone: Type.String(),
  userCount: Type.Integer(),
  deviceCount: Type.Integer(),
});
export type CompanyRow = Static<typeof CompanyRowSchema>;

export const CompanyListQuerySchema = Type.Object({
  ...PageQuery,
  name: Type.Optional(Type.String({ maxLength: 100 })),
});
export type CompanyListQuery = Static<typeof CompanyListQuerySchema>;

export const CompanyOptionSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  alias: Type.Union([Type.String(), Type.Null()]),
});
export type CompanyOption = Static<typeof CompanyOptionSchema>;

export const CompanyCreateSchema = Type.Object({
  name: CompanyName,
  alias: Type.Optional(Alias),
});
export type CompanyCreate = Static<typeof CompanyCreateSchema>;

export const CompanyUpdateSchema = Type.Object({
  is_lock: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '0 normal, 1 locked' })),
  name: Type.Optional(CompanyName),
  alias: Type.Optional(Alias),
});
export type CompanyUpdate = Static<typeof CompanyUpdateSchema>;

export const CompanyIdParamsSchema = Type.Object({ id: Id() });

const CreatedSchema = Type.Object({ id: Type.Integer() });

/**
 * Companies (tenants): creation and deletion are the platform admin's; listing and editing follow
 * the caller's company scope. The picker of the pages that choose a company reads `options`.
 * Creating and updating answer on two methods each, as the spec's callers send them.
 */
export const COMPANY_ENDPOINTS = {
  list: endpoint({ method: 'GET', path: '/companies', query: CompanyListQuerySchema, data: Paged(CompanyRowSchema), access: 'companies' }),
  options: endpoint({ method: 'GET', path: '/companies/list', data: Type.Array(CompanyOptionSchema), access: 'companyPickers' }),
  create: endpoint({ method: 'POST', path: '/companies', body: CompanyCreateSchema, data: CreatedSchema, access: 'companies' }),
  createByPut: endpoint({ method: 'PUT', path: '/companies/create', body: CompanyCreateSchema, data: CreatedSchema, access: 'companies' }),
  update: endpoint({ method: 'PUT', path: '/companies/:id', params: CompanyIdParamsSchema, body: CompanyUpdateSchema, data: Type.Null(), access: 'companies' }),
  updateByPost: endpoint({ method: 'POST', path: '/companies/:id', params: CompanyIdParamsSchema, body: CompanyUpdateSchema, data: Type.Null(), access: 'companies' }),
  remove: endpoint({ method: 'DELETE', path: '/companies/:id', params: CompanyIdParamsSchema, data: Type.Null(), access: 'companies' }),
};
