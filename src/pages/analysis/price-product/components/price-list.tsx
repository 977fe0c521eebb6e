import { useState } from 'react';
import { Alert, App, Button, Empty, Input, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { deletePrices, restorePrices, searchPrices, type PriceRow } from '../../../../api/prices';
import type { CompanyOption } from '../../../../api/device-admin';
import { useRequest } from '../../../../hooks/use-request';
import { userDataCell } from '../../../../lib/user-data';
import { PRICE_LIMITS } from '../../../../../shared/contract/api/prices';
import { PriceFormModal } from './price-form-modal';

const orDash = (v: string | null) => v || '-';

/** The price rows (POST /priceManage): search, add, edit, delete to the recycle bin and restore. */
export function PriceList({ companies, onChanged }: { companies: CompanyOption[]; onChanged(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [query, setQuery] = useState({ page: 1, pageSize: 10, keyword: '', deleted: false });
  const [editing, setEditing] = useState<PriceRow | 'new' | null>(null);
  const list = useRequest(() => searchPrices({ page: query.page, pageSize: query.pageSize, keyword: query.keyword || undefined, deleted: query.deleted }));

  const change = (next: Partial<typeof query>) => {
    setQuery((q) => ({ ...q, ...next }));
    list.reload();
  };
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      void message.success(t(done));
      list.reload();
      onChanged();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    }
  };

  const columns: TableColumnsType<PriceRow> = [
    { title: t('priceProduct.date'), dataIndex: 'date', width: 120, onCell: userDataCell },
    { title: t('priceProduct.product'), dataIndex: 'product', onCell: userDataCell },
    { title: t('priceProduct.variety'), dataIndex: 'variety', onCell: userDataCell, render: orDash },
    { title: t('priceProduct.market'), dataIndex: 'market', onCell: userDataCell },
    { title: t('priceProduct.price'), dataIndex: 'price', align: 'right', render: (v: number) => v.toFixed(2) },
    { title: t('priceProduct.unit'), dataIndex: 'unit', onCell: userDataCell },
    { title: t('priceProduct.source'), dataIndex: 'source', onCell: userDataCell, render: orDash },
    { title: t('priceProduct.company'), dataIndex: 'tenant_name', onCell: userDataCell, render: orDash },
    {
      title: t('priceProduct.actions'),
      key: 'actions',
      width: 150,
      render: (_, row) =>
        query.deleted ? (
          <Popconfirm title={t('priceProduct.restoreConfirm')} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={() => run(() => restorePrices([row.id]), 'priceProduct.restored')}>
            <Button type="link" size="small">{t('priceProduct.restore')}</Button>
          </Popconfirm>
        ) : (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setEditing(row)}>{t('priceProduct.edit')}</Button>
            <Popconfirm title={t('priceProduct.deleteConfirm')} okText={t('common.ok')} cancelText={t('common.cancel')} okButtonProps={{ danger: true }} onConfirm={() => run(() => deletePrices([row.id]), 'priceProduct.deleted')}>
              <Button type="link" size="small" danger>{t('priceProduct.delete')}</Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  return (
    <div data-testid="price-list">
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear maxLength={PRICE_LIMITS.keyword} placeholder={t('priceProduct.search')} aria-label={t('priceProduct.search')} style={{ width: 260 }} onSearch={(keyword) => change({ keyword: keyword.trim(), page: 1 })} />
        <Button onClick={() => change({ deleted: !query.deleted, page: 1 })}>{t(query.deleted ? 'priceProduct.showLive' : 'priceProduct.showBin')}</Button>
        {!query.deleted && <Button type="primary" onClick={() => setEditing('new')}>{t('priceProduct.add')}</Button>}
      </Space>
      {list.status === 'error' && <Alert type="error" showIcon title={list.error?.message} style={{ marginBottom: 16 }} action={<Button size="small" onClick={list.reload}>{t('priceProduct.retry')}</Button>} />}
      <Table<PriceRow>
        rowKey="id"
        size="middle"
        loading={list.status === 'loading'}
        columns={columns}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: <Empty description={t(query.deleted ? 'priceProduct.binEmpty' : 'priceProduct.listEmpty')} /> }}
        pagination={{ current: query.page, pageSize: query.pageSize, total: list.data?.total ?? 0, onChange: (page, pageSize) => change({ page, pageSize }) }}
      />
      {editing && (
        <PriceFormModal
          row={editing === 'new' ? undefined : editing}
          companies={companies}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
            onChanged();
          }}
        />
      )}
    </div>
  );
}
