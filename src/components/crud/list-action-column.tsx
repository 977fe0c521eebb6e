import type { ReactNode } from 'react';
import { Button, Space, Typography, type TableColumnType } from 'antd';
import type { CrudWord } from './crud-words';
import { RowConfirm } from './row-confirm';

export interface ListActions<R> {
  word: CrudWord;
  /** data-testid prefix of the buttons: `<ids>-edit-<id>`, `<ids>-delete-<id>`, `<ids>-restore-<id>`. */
  ids: string;
  /** The recycle bin is showing: its rows offer restore only. */
  deleted?: boolean;
  /** What the confirmations call a row (its name); nothing for "this record". */
  nameOf?(row: R): string;
  onEdit?(row: R): void;
  onDelete?(row: R): void;
  onRestore?(row: R): void;
  /** The page's own buttons for a live row (a QR code, its history, a test run), between edit and delete. */
  more?(row: R): ReactNode;
  /** A row the caller may not change (a platform default) shows "read only" instead. */
  writable?(row: R): boolean;
  /** A row that may not be deleted (the caller's own account) shows its delete disabled. */
  deletable?(row: R): boolean;
  width?: number;
  /** What names a row in the buttons' test ids, for rows keyed otherwise than by a numeric `id` (a device's `device_id`). */
  rowId?(row: R): string | number;
}

/**
 * The list's last column: edit and delete (asked first) on a live row, restore (asked first) in the
 * recycle bin. A page passes only the actions the caller holds the codes for.
 */
export function listActionColumn<R extends object>(actions: ListActions<R>): TableColumnType<R> {
  const { word, ids, deleted, nameOf, onEdit, onDelete, onRestore, more, writable, deletable } = actions;
  const rowId = actions.rowId ?? ((row: R) => (row as { id?: number }).id ?? '');
  const name = (row: R) => ({ name: nameOf?.(row) ?? '' });
  return {
    key: 'actions',
    title: word('actions'),
    width: actions.width ?? 140,
    render: (_, row) => {
      if (writable && !writable(row)) return <Typography.Text type="secondary">{word('readOnly')}</Typography.Text>;
      const id = rowId(row);
      if (deleted) {
        return onRestore ? (
          <RowConfirm title={word('restoreConfirm', name(row))} onConfirm={() => onRestore(row)}>
            <Button type="link" size="small" data-testid={`${ids}-restore-${id}`}>{word('restore')}</Button>
          </RowConfirm>
        ) : null;
      }
      const fixed = deletable ? !deletable(row) : false;
      return (
        <Space size={0} wrap>
          {onEdit && <Button type="link" size="small" onClick={() => onEdit(row)} data-testid={`${ids}-edit-${id}`}>{word('edit')}</Button>}
          {more?.(row)}
          {onDelete && (
            <RowConfirm title={word('deleteConfirm', name(row))} danger disabled={fixed} onConfirm={() => onDelete(row)}>
              <Button type="link" size="small" danger disabled={fixed} data-testid={`${ids}-delete-${id}`}>{word('delete')}</Button>
            </RowConfirm>
          )}
        </Space>
      );
    },
  };
}
