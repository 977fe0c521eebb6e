import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import './crud-i18n';

/** A word of the kit looked up under the resource's own prefix first, then the kit's (`crud.*`). */
export type CrudWord = (key: string, vars?: Record<string, unknown>) => string;

/** The words of one resource: `word('add')` is `product.add` where the product page has one, else `crud.add`. */
export function useCrudWords(prefix: string): CrudWord {
  const { t } = useTranslation();
  return useCallback((key: string, vars?: Record<string, unknown>) => t([`${prefix}.${key}`, `crud.${key}`], vars ?? {}), [t, prefix]);
}
