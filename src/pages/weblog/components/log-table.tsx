import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LogFilter } from '../../../api/weblog';
import type { RequestOptions } from '../../../api/client';
import { usePagedList, type PageState } from '../../../hooks/use-paged-list';
import { useLogDownload } from '../use-log-download';
import { LogFilterBar } from './log-filter-bar';
import { LoadErrorAlert } from '../../../components/load-error-alert';

interface Props<R> {
  kind: 'login' | 'op';
  load(query: LogFilter & PageState, options: RequestOptions): Promise<{ rows: R[]; total: number }>;
  columns: TableColumnsType<R>;
}

/** One log tab: the filter bar with the .xlsx download, a retry on failure, and the paged table. */
export function LogTable<R extends { id: number }>({ kind, load, columns }: Props<R>) {
  const { t } = useTranslation();
  const list = usePagedList<LogFilter, R>((q, signal) => load(q, { main: true, signal }), {});
  const download = useLogDownload(kind);
  return (
    <>
      <LogFilterBar kind={kind} onSearch={list.setFilter} onDownload={download} />
      {list.status === 'error' && <LoadErrorAlert message={list.error?.message} onRetry={list.reload} />}
      <Table<R>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.rows ?? []}
        loading={list.status === 'loading'}
        pagination={{ ...list.pagination, showTotal: (total) => t('admin.total', { total }) }}
        locale={{ emptyText: t('weblog.empty') }}
        data-testid={`${kind}-log-table`}
      />
    </>
  );
}
