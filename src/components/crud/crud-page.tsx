import { useCallback, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Empty, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../stores/session-store';
import { LoadErrorAlert } from '../load-error-alert';
import { useReportDownload } from '../report-download/use-report-download';
import type { CrudAnswer, CrudDecl } from './crud-decl';
import { useCrudWords } from './crud-words';
import { useCrudList, type CrudQuery } from './use-crud-list';
import { useCrudAction } from './use-crud-action';
import { listActionColumn } from './list-action-column';
import { RecycleBinToggle } from './recycle-bin-toggle';
import { CrudFilters } from './crud-filters';
import { CrudFormModal } from './crud-form-modal';
import { useCompanyChoices, type CompanyChoices } from './company-field';

/** Where a page draws its own form or filters instead of the declared ones (the farm's registry). */
export interface CrudSlots<R, A = CrudAnswer<R>> {
  /** The page's title (the declaration's `<messages>.title` otherwise). */
  title?: string;
  /** What the page shows above the list (drawn from the list's answer where it is a function). */
  children?: ReactNode | ((list: ListView<A, R>) => ReactNode);
  /** More buttons beside add (an export made in the browser). */
  extra?(list: ListView<A, R>): ReactNode;
  /** Called with the rows listed (names a picker may offer) and the filter asked for now. */
  filters?(onQuery: (filter: Record<string, unknown>) => void, rows: readonly R[], filter: Record<string, unknown>): ReactNode;
  /** The add/edit dialog, where the declared form does not fit. */
  form?(props: { row?: R; rows: readonly R[]; choices: CompanyChoices; onClose(): void; onSaved(): void; reload(): void }): ReactNode;
  /** The page's own buttons in a live row's action column (a QR code). */
  rowActions?(row: R): ReactNode;
  /** Refuses to open the add dialog (says why itself) when it answers false. */
  beforeAdd?(): boolean;
}

/** What the page's own pieces may read of the list. */
export interface ListView<A, R = unknown> {
  data: A | undefined;
  deleted: boolean;
  filter: Record<string, unknown>;
  /** The live rows ticked (with `selectable`), on this page of the list only. */
  selected: R[];
}

const holdsAny = (held: readonly string[], codes?: readonly string[]) => !codes || codes.some((code) => held.includes(code));

/**
 * The list page of one CRUD resource: filters, a server-paged table with its spinner, empty text
 * and failed-load alert with Retry, add and edit in a dialog, delete asked first, the recycle bin
 * with restore where the resource has one, and the .xlsx of the filtered list where it has an export.
 * A write whose codes the caller lacks has no button. The list is the page's main call: its 403
 * and 500 are the error pages.
 */
export function CrudPage<R extends { id: number }, A extends CrudAnswer<R> = CrudAnswer<R>>({ decl, slots = {} }: { decl: CrudDecl<R, A>; slots?: CrudSlots<R, A> }) {
  const { t, i18n } = useTranslation();
  const word = useCrudWords(decl.messages);
  const codes = useSessionStore((s) => s.codes);
  const [editing, setEditing] = useState<R | 'new' | null>(null);
  const { api } = decl;
  const hasForm = Boolean(decl.form || slots.form);
  // Only a resource whose new rows may go to a chosen company asks for the companies.
  const choices = useCompanyChoices(Boolean(decl.company));
  const load = useCallback((query: CrudQuery, signal: AbortSignal) => api.search(query, { main: true, signal }), [api]);
  const list = useCrudList<R, A>(load, decl.pageSize);
  const run = useCrudAction(list.reload);
  const download = useReportDownload(() => api.export!(list.query.filter));
  const { deleted } = list.query;
  // Ticked rows belong to the list they were ticked on: another page, filter or side (each a new query) starts with none.
  const [ticked, setTicked] = useState<{ on: CrudQuery; rows: R[] }>({ on: list.query, rows: [] });
  const selected = ticked.on === list.query ? ticked.rows : [];
  const view: ListView<A, R> = { data: list.data, deleted, filter: list.query.filter, selected };
  const may = {
    add: Boolean(api.add || slots.form) && holdsAny(codes, decl.access?.add),
    update: Boolean(api.update || slots.form) && holdsAny(codes, decl.access?.update),
    delete: Boolean(api.remove) && holdsAny(codes, decl.access?.delete),
  };
  const title = slots.title ?? word('title');
  const { rowActions, totalText } = decl;

  const columns = [
    ...decl.columns({ t, lang: i18n.language, deleted, choices }),
    ...(may.update || may.delete || rowActions || slots.rowActions
      ? [
          listActionColumn<R>({
            word,
            ids: decl.ids,
            deleted,
            nameOf: decl.nameOf,
            writable: decl.writable,
            deletable: decl.deletable,
            onEdit: may.update && hasForm ? setEditing : undefined,
            more: rowActions || slots.rowActions ? (row) => <>{rowActions?.(row, list.reload)}{slots.rowActions?.(row)}</> : undefined,
            onDelete: may.delete ? (row) => void run(() => api.remove!([row]), word('deleted')) : undefined,
            onRestore: decl.bin && may.delete && api.restore ? (row) => void run(() => api.restore!([row]), word('restored')) : undefined,
          }),
        ]
      : []),
  ];
  const add = () => {
    if (slots.beforeAdd && !slots.beforeAdd()) return;
    setEditing('new');
  };
  const close = () => setEditing(null);
  const saved = () => {
    setEditing(null);
    list.reload();
  };

  return (
    <Card
      title={deleted ? word('binTitle', { title }) : title}
      data-testid={decl.rootTestId ?? `${decl.ids}-page`}
      extra={
        <Space>
          {decl.bin && <RecycleBinToggle deleted={deleted} onChange={list.setDeleted} word={word} testId={`${decl.ids}-bin-toggle`} />}
          {slots.extra?.(view)}
          {api.export && <Button onClick={download.start} loading={download.downloading} data-testid={`${decl.ids}-export`}>{word('export')}</Button>}
          {!deleted && may.add && hasForm && <Button type="primary" onClick={add} data-testid={`${decl.ids}-add`}>{word('add')}</Button>}
        </Space>
      }
    >
      {typeof slots.children === 'function' ? slots.children(view) : slots.children}
      {decl.hint && <Alert type="info" showIcon title={word(decl.hint)} style={{ marginBottom: 16 }} />}
      {slots.filters ? slots.filters(list.setFilter, list.rows, list.query.filter) : decl.filters && <CrudFilters filters={decl.filters} value={list.query.filter} word={word} onChange={list.setFilter} />}
      {list.status === 'error' && <LoadErrorAlert message={list.error?.message} onRetry={list.reload} />}
      <Table<R>
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        data-testid={decl.tableTestId}
        loading={list.status === 'loading'}
        columns={columns}
        dataSource={list.rows}
        locale={{ emptyText: <Empty description={word(deleted ? 'binEmpty' : 'empty')} /> }}
        pagination={totalText ? { ...list.pagination, showTotal: (total) => t(totalText, { total }) } : list.pagination}
        rowSelection={decl.selectable && !deleted ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_, rows) => setTicked({ on: list.query, rows }) } : undefined}
      />
      {editing &&
        (slots.form
          ? slots.form({ row: editing === 'new' ? undefined : editing, rows: list.rows, choices, onClose: close, onSaved: saved, reload: list.reload })
          : <CrudFormModal decl={decl} word={word} row={editing === 'new' ? undefined : editing} choices={choices} onClose={close} onSaved={saved} />)}
    </Card>
  );
}
