import { useState } from 'react';
import { App, Button, Card, Empty, Input, Popconfirm, Space, Switch, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { deleteTraces, restoreTraces, searchTraces, traceSiteOptions, type TraceRecord } from '../../../api/tracing';
import { companyOptions } from '../../../api/device-admin';
import { useRequest } from '../../../hooks/use-request';
import { useSessionStore } from '../../../stores/session-store';
import { ROUTE_ACCESS } from '../../../../shared/contract/access-catalogue';
import { userDataCell } from '../../../lib/user-data';
import { TraceFormModal } from './components/trace-form-modal';
import { QrModal } from './components/qr-modal';
import { LabelSheet } from './components/label-sheet';
import './tracing-i18n';

/**
 * /data/tracing (7004): the company's traceability batches with search, add and edit (every
 * tracing field, image and video), the QR code of each batch with its PNG and label sheet, and the
 * recycle bin (delete moves a batch there; restore brings it back).
 */
export default function TracingPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [query, setQuery] = useState({ page: 1, pageSize: 10, keyword: '', deleted: false });
  const [editing, setEditing] = useState<TraceRecord | 'new' | null>(null);
  const [qr, setQr] = useState<TraceRecord | null>(null);
  const [printing, setPrinting] = useState<TraceRecord[] | null>(null);
  const [selected, setSelected] = useState<TraceRecord[]>([]);
  const list = useRequest((signal) => searchTraces({ page: query.page, pageSize: query.pageSize, keyword: query.keyword || undefined, deleted: query.deleted }, { main: true, signal }));
  // The company list answers only the codes that manage companies; without them a batch is the caller's company's.
  const mayPickCompany = useSessionStore((s) => ROUTE_ACCESS.companyPickers.some((code) => s.codes.includes(code)));
  const companies = useRequest(() => (mayPickCompany ? companyOptions().catch(() => []) : Promise.resolve([])));
  const sites = useRequest(() => traceSiteOptions().catch(() => []));

  const change = (next: Partial<typeof query>) => {
    setQuery((q) => ({ ...q, ...next }));
    setSelected([]);
    list.reload();
  };

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      void message.success(t(done));
      list.reload();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    }
  };

  const actions = (record: TraceRecord) =>
    query.deleted ? (
      <Popconfirm title={t('tracing.restoreConfirm', { batch: record.batch_no })} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={() => act(() => restoreTraces([record.id]), 'tracing.restored')}>
        <Button type="link" size="small">{t('tracing.restore')}</Button>
      </Popconfirm>
    ) : (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => setEditing(record)}>{t('tracing.edit')}</Button>
        <Button type="link" size="small" onClick={() => setQr(record)} data-testid="trace-qr-open">{t('tracing.qr')}</Button>
        <Popconfirm title={t('tracing.deleteConfirm', { batch: record.batch_no })} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={() => act(() => deleteTraces([record.id]), 'tracing.deleted')}>
          <Button type="link" size="small" danger>{t('tracing.delete')}</Button>
        </Popconfirm>
      </Space>
    );

  const columns: TableColumnsType<TraceRecord> = [
    { title: t('tracing.batch'), dataIndex: 'batch_no', onCell: userDataCell },
    { title: t('tracing.product'), dataIndex: 'product_name', onCell: userDataCell, render: (v: string | null) => v ?? '-' },
    { title: t('tracing.brand'), dataIndex: 'brand_name', onCell: userDataCell, render: (v: string | null) => v || '-' },
    { title: t('tracing.producingUnit'), dataIndex: 'producing_unit', onCell: userDataCell, render: (v: string | null) => v || '-' },
    { title: t('tracing.originAddress'), dataIndex: 'origin_address', onCell: userDataCell, render: (v: string | null) => v || '-' },
    { title: t('tracing.deliveryTime'), dataIndex: 'delivery_time', render: (v: string | null) => v || '-' },
    // Media are served only for live batches: the recycle bin shows none.
    { title: t('tracing.image'), dataIndex: 'image', render: (v: TraceRecord['image']) => (v && !query.deleted ? <img src={v.url} alt={t('tracing.image')} style={{ height: 32 }} /> : '-') },
    ...((companies.data?.length ?? 0) > 1 ? [{ title: t('tracing.company'), dataIndex: 'tenant_name', onCell: userDataCell, render: (v: string | null) => v ?? '-' }] : []),
    { title: t('tracing.actions'), key: 'actions', width: 180, render: (_, record) => actions(record) },
  ];

  const rows = list.data?.rows ?? [];
  return (
    <Card
      title={t('tracing.title')}
      data-testid="tracing-page"
      extra={
        <Space wrap>
          <Space>
            <span>{t('tracing.recycleBin')}</span>
            <Switch checked={query.deleted} onChange={(deleted) => change({ deleted, page: 1 })} aria-label={t('tracing.recycleBin')} data-testid="trace-bin" />
          </Space>
          {!query.deleted && (
            <Button disabled={selected.length === 0} title={selected.length === 0 ? t('tracing.selectToPrint') : undefined} onClick={() => setPrinting(selected)} data-testid="trace-print-selected">
              {t('tracing.printLabels')}
            </Button>
          )}
          {!query.deleted && <Button type="primary" onClick={() => setEditing('new')} data-testid="trace-add">{t('tracing.add')}</Button>}
        </Space>
      }
    >
      <Input.Search allowClear placeholder={t('tracing.search')} aria-label={t('tracing.search')} style={{ width: 280, marginBottom: 16 }} onSearch={(keyword) => change({ keyword: keyword.trim(), page: 1 })} />
      {list.status === 'error' && <LoadErrorAlert message={list.error?.message} onRetry={list.reload} />}
      <Table<TraceRecord>
        rowKey="id"
        size="middle"
        loading={list.status === 'loading'}
        columns={columns}
        dataSource={rows}
        locale={{ emptyText: <Empty description={t(query.deleted ? 'tracing.binEmpty' : 'tracing.empty')} /> }}
        rowSelection={query.deleted ? undefined : { selectedRowKeys: selected.map((r) => r.id), onChange: (_, chosen) => setSelected(chosen) }}
        pagination={{ current: query.page, pageSize: query.pageSize, total: list.data?.total ?? 0, onChange: (page, pageSize) => change({ page, pageSize }) }}
      />
      {editing && (
        <TraceFormModal
          record={editing === 'new' ? undefined : editing}
          companies={companies.data ?? []}
          sites={sites.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={() => list.reload()}
        />
      )}
      {qr && <QrModal record={qr} onClose={() => setQr(null)} onPrint={() => { setPrinting([qr]); setQr(null); }} />}
      {printing && <LabelSheet records={printing} onClose={() => setPrinting(null)} />}
    </Card>
  );
}
