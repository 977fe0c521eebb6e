import { useState } from 'react';
import { App, Button, Card, Empty, Input, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { deleteProducts, restoreProducts, searchProducts, type Product } from '../../../api/products';
import { companyOptions } from '../../../api/device-admin';
import { useRequest } from '../../../hooks/use-request';
import { userDataCell } from '../../../lib/user-data';
import { ProductFormModal } from './product-form-modal';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import './product-i18n';

const time = (v: string | null) => (v ? new Date(v).toLocaleString() : '-');
const orDash = (v: string | null) => v || '-';

/**
 * /system/product (8010): the product catalogue that inventory records and traceability batches
 * pick from. Deleting moves a product to the recycle bin shown by the toggle, where it can be restored.
 */
export default function ProductPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [query, setQuery] = useState({ page: 1, pageSize: 10, keyword: '', deleted: false });
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const list = useRequest(() =>
    searchProducts({ page: query.page, pageSize: query.pageSize, keyword: query.keyword || undefined, deleted: query.deleted }, { main: true }),
  );
  // The company picker is for those who may choose (the platform admin, agents); others add to their own.
  const companies = useRequest(() => companyOptions().catch(() => []));

  const change = (next: Partial<typeof query>) => {
    setQuery((q) => ({ ...q, ...next }));
    list.reload();
  };

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      void message.success(t(done));
      list.reload();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    }
  };

  const columns: TableColumnsType<Product> = [
    { title: t('product.name'), dataIndex: 'name', onCell: userDataCell },
    { title: t('product.category'), dataIndex: 'category', onCell: userDataCell, render: orDash },
    { title: t('product.specification'), dataIndex: 'specification', onCell: userDataCell, render: orDash },
    { title: t('product.unit'), dataIndex: 'unit', width: 90, onCell: userDataCell, render: orDash },
    { title: t('product.note'), dataIndex: 'note', ellipsis: true, onCell: userDataCell, render: orDash },
    { title: t('product.company'), dataIndex: 'tenant_name', onCell: userDataCell, render: orDash },
    query.deleted
      ? { title: t('product.deletedAt'), dataIndex: 'deleted_at', render: time }
      : { title: t('product.updatedAt'), dataIndex: 'updated_at', render: time },
    {
      title: t('product.actions'),
      key: 'actions',
      width: 150,
      render: (_, product) =>
        query.deleted ? (
          <Popconfirm title={t('product.restoreConfirm', { name: product.name })} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={() => run(() => restoreProducts([product.id]), 'product.restored')}>
            <Button type="link" size="small" data-testid={`product-restore-${product.id}`}>{t('product.restore')}</Button>
          </Popconfirm>
        ) : (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setEditing(product)}>{t('product.edit')}</Button>
            <Popconfirm title={t('product.deleteConfirm', { name: product.name })} okText={t('common.ok')} cancelText={t('common.cancel')} okButtonProps={{ danger: true }} onConfirm={() => run(() => deleteProducts([product.id]), 'product.deleted')}>
              <Button type="link" size="small" danger>{t('product.delete')}</Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  return (
    <Card
      title={t(query.deleted ? 'product.binTitle' : 'product.title')}
      data-testid="product-page"
      extra={
        <Space>
          <Button onClick={() => change({ deleted: !query.deleted, page: 1 })} data-testid="product-bin-toggle">
            {t(query.deleted ? 'product.showLive' : 'product.showBin')}
          </Button>
          {!query.deleted && (
            <Button type="primary" onClick={() => setEditing('new')} data-testid="product-add">{t('product.add')}</Button>
          )}
        </Space>
      }
    >
      <Input.Search
        allowClear
        placeholder={t('product.search')}
        aria-label={t('product.search')}
        style={{ width: 280, marginBottom: 16 }}
        onSearch={(keyword) => change({ keyword: keyword.trim(), page: 1 })}
      />
      {list.status === 'error' && <LoadErrorAlert message={list.error?.message} onRetry={list.reload} />}
      <Table<Product>
        rowKey="id"
        size="middle"
        loading={list.status === 'loading'}
        columns={columns}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: <Empty description={t(query.deleted ? 'product.binEmpty' : 'product.empty')} /> }}
        pagination={{ current: query.page, pageSize: query.pageSize, total: list.data?.total ?? 0, onChange: (page, pageSize) => change({ page, pageSize }) }}
      />
      {editing && (
        <ProductFormModal
          product={editing === 'new' ? undefined : editing}
          companies={companies.data ?? []}
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
