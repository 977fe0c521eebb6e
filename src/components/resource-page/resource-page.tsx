import { useCallback, useState, type ReactNode } from 'react';
import { Alert, App, Button, Card, Empty, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { deleteFarm, exportFarm, restoreFarm, searchFarm, type FarmRow } from '../../api/farm';
import type { ResourceDecl } from '../../../shared/contract/farm';
import { usePagedList } from '../../hooks/use-paged-list';
import { useReportDownload } from '../report-download/use-report-download';
import { pick } from './labels';
import { resourceColumns } from './resource-columns';
import { ResourceFilters } from './resource-filters';
import { ResourceFormModal } from './resource-form-modal';
import { useRefOptions } from './use-ref-options';
import { useCompanyChoices } from './company-field';
import './resource-i18n';

interface Props {
  decl: ResourceDecl;
  /** Values this page fixes (the supplier page's role): filtered on, sent with every new row, not shown. */
  fixed?: Record<string, string>;
  title?: string;
  /** What the page shows above the list (the base-manage overview). */
  children?: ReactNode;
  testId?: string;
}

type Filter = Record<string, unknown> & { deleted: boolean };

/**
 * The list-and-form page of one registry declaration: its filters, its list (units in the
 * headers, references by name, low stock flagged), add and edit in a form laid out as declared,
 * delete to the recycle bin with confirmation, restore, and the .xlsx export of the filtered
 * list. A production log can be added only after a query (spec section 5), and its form is saved
 * before it is submitted.
 */
export function ResourcePage({ decl, fixed = {}, title, children, testId }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { message } = App.useApp();
  const [queried, setQueried] = useState<Record<string, unknown> | null>(null);
  const [editing, setEditing] = useState<FarmRow | 'new' | null>(null);
  const load = useCallback((q: Filter & { page: number; pageSize: number }) => searchFarm(decl, { ...q, ...fixed }, { main: true }), [decl, fixed]);
  const list = usePagedList(load, { deleted: false } as Filter);
  const rows = list.data?.rows ?? [];
  const options = useRefOptions(decl, rows);
  const choices = useCompanyChoices();
  const name = title ?? pick(decl.label, lang);
  const deleted = Boolean(list.query.deleted);
  const filterOf = () => Object.fromEntries(Object.entries(list.query).filter(([key]) => key !== 'page' && key !== 'pageSize' && key !== 'deleted'));
  const download = useReportDownload(() => exportFarm(decl, { ...filterOf(), ...fixed }));

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      void message.success(t(done));
      list.reload();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    }
  };

  const add = () => {
    if (decl.log && !queried) {
      void message.warning(t('resource.queryFirst'));
      return;
    }
    setEditing('new');
  };

  const columns = resourceColumns(decl, lang, t, {
    deleted,
    canWrite: true,
    onEdit: setEditing,
    onDelete: (row) => void run(() => deleteFarm(decl, [row.id]), 'resource.deleted'),
    onRestore: (row) => void run(() => restoreFarm(decl, [row.id]), 'resource.restored'),
  });

  return (
    <Card
      title={deleted ? t('resource.binTitle', { title: name }) : name}
      data-testid={testId ?? `resource-page-${decl.resource}`}
      extra={
        <Space>
          <Button onClick={() => list.setFilter({ ...filterOf(), deleted: !deleted })} data-testid="resource-bin-toggle">{t(deleted ? 'resource.showLive' : 'resource.showBin')}</Button>
          <Button onClick={download.start} loading={download.downloading} data-testid="resource-export">{t('resource.export')}</Button>
          {!deleted && <Button type="primary" onClick={add} data-testid="resource-add">{t('resource.add')}</Button>}
        </Space>
      }
    >
      {children}
      <ResourceFilters
        decl={decl}
        fixed={fixed}
        options={options}
        onQuery={(filter) => {
          setQueried(filter);
          list.setFilter({ ...filter, deleted });
        }}
      />
      {list.status === 'error' && (
        <Alert type="error" showIcon title={t('resource.loadFailed', { error: list.error?.message })} style={{ marginBottom: 16 }} action={<Button size="small" onClick={list.reload}>{t('common.retry')}</Button>} />
      )}
      <Table<FarmRow>
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        loading={list.status === 'loading'}
        columns={columns}
        dataSource={rows}
        locale={{ emptyText: <Empty description={t(deleted ? 'resource.binEmpty' : 'resource.empty')} /> }}
        pagination={list.pagination}
      />
      {editing && (
        <ResourceFormModal
          decl={decl}
          row={editing === 'new' ? undefined : editing}
          fixed={fixed}
          initial={queried ?? {}}
          options={options}
          choices={choices}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      )}
    </Card>
  );
}
