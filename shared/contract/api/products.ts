import { Type, type Static } from 'typebox';
import { Id, Nullable } from '../schema-bounds';
import { ManageBody, manageEndpoint, ManageSearchResult } from '../manage-body';

/** Bounds of a product's fields (the form's maxLength uses the same numbers). */
export const PRODUCT_LIMITS = { name: 100, category: 50, specification: 100, unit: 20, note: 500, keyword: 50 } as const;

/**
 * Missing or blank is refused with the catalogue's own wording (the outer x-message is what Ajv's
 * `required` reads); too long with the generic message naming the field. Trimmed by the service.
 */
const Name = Type.Unsafe<string>({
  'x-message': 'products_name_required',
  allOf: [
    { type: 'string', minLength: 1, pattern: '\\S', 'x-message': 'products_name_required' },
    { type: 'string', maxLength: PRODUCT_LIMITS.name },
  ],
});
const Text = (max: number) => Type.Optional(Nullable(Type.String({ maxLength: max })));

export const ProductFields = {
  name: Name,
  category: Text(PRODUCT_LIMITS.category),
  specification: Text(PRODUCT_LIMITS.specification),
  unit: Text(PRODUCT_LIMITS.unit),
  note: Text(PRODUCT_LIMITS.note),
  tenant_id: Type.Optional(Id({ description: "the product's company: the caller's own by default; the platform admin must choose; fixed once added" })),
};

export const ProductSearchFilters = {
  keyword: Type.Optional(Type.String({ maxLength: PRODUCT_LIMITS.keyword, description: 'part of the name or category' })),
  tenant_id: Type.Optional(Id()),
};

/** POST /productManage. */
export const ProductManageBodySchema = ManageBody(ProductSearchFilters, ProductFields);
export type ProductManageBody = Static<typeof ProductManageBodySchema>;

export const ProductSchema = Type.Object({
  id: Type.Integer(),
  tenant_id: Type.Integer(),
  tenant_name: Nullable(Type.String()),
  name: Type.String(),
  category: Nullable(Type.String()),
  specification: Nullable(Type.String()),
  unit: Nullable(Type.String()),
  note: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  deleted_at: Nullable(Type.String({ format: 'date-time' })),
});
export type Product = Static<typeof ProductSchema>;

export const ProductSearchResultSchema = ManageSearchResult(ProductSchema);

/** POST /productManage (8010 to change; the pickers' codes to search). */
export const PRODUCT_ENDPOINTS = {
  manage: manageEndpoint('/productManage', { body: ProductManageBodySchema, row: ProductSchema, access: 'productsRead' }),
};
