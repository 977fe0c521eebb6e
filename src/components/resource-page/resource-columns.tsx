import { Space, Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { FarmRow } from '../../api/farm';
import { fieldOf, refNameKey, type FieldDecl, type ResourceDecl } from '../../../shared/contract/farm';
import { isRefField } from '../../../shared/contract/farm/schemas';
import { userDataCell } from '../../lib/user-data';
import { formatNumber } from '../../../shared/contract/number-format';
import { labelOf, pick } from './labels';
import { listActionColumn } from '../crud/list-action-column';

/** Whether an item's stock is at or under its warning level. */
export const isLowStock = (row: FarmRow) => typeof row.low_stock === 'number' && typeof row.stock === 'number' && row.stock <= row.low_stock;

function cellOf(field: FieldDecl, row: FarmRow, lang: string, t: TFunction) {
  if (isRefField(field)) return (row[refNameKey(field.key)] as string | null) ?? '-';
  if (field.kind === 'choice') {
    const choice = field.choices?.find((c) => c.value === row[field.key]);
    return choice ? pick(choice.label, lang) : '-';
  }
  const value = row[field.key];
  if (field.key === 'stock' && isLowStock(row)) {
    return (
      <Space size={4}>
        {String(value)}
        <Tag color="red" data-testid={`low-stock-${row.id}`}>{t('resource.lowStock')}</Tag>
      </Space>
    );
  }
  if (value === null || value === undefined || value === '') return '-';
  // A measured value is shown rounded: a water test's 5.8 had read 5.800000000000001 (issue 42).
  return field.kind === 'number' && typeof value === 'number' ? formatNumber(value) : String(value);
}

interface Actions {
  deleted: boolean;
  canWrite: boolean;
  onEdit(row: FarmRow): void;
  onDelete(row: FarmRow): void;
  onRestore(row: FarmRow): void;
}

/**
 * The list's columns: the declaration's list keys with units in the headers, then, given the
 * actions of a writer, the kit's action column (the ResourcePage's CrudPage adds its own).
 */
export function resourceColumns(decl: ResourceDecl, lang: string, t: TFunction, actions?: Actions): TableColumnsType<FarmRow> {
  const columns: TableColumnsType<FarmRow> = decl.list.map((key) => {
    const field = fieldOf(decl, key);
    // Free text and names are what people typed; numbers, times and choices are the interface's.
    const typed = field.kind === 'text' || field.kind === 'longtext' || isRefField(field);
    return {
      key,
      title: labelOf(field, lang),
      dataIndex: key,
      ellipsis: field.kind === 'longtext',
      onCell: typed ? userDataCell : undefined,
      render: (_: unknown, row: FarmRow) => cellOf(field, row, lang, t),
    };
  });
  if (!actions?.canWrite) return columns;
  return [...columns, listActionColumn<FarmRow>({ ...actions, word: (key, vars) => t([`resource.${key}`, `crud.${key}`], vars ?? {}), ids: 'resource' })];
}
