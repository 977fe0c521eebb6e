import { Alert, App, Button, Empty, Popconfirm, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { restoreProducts, searchProducts, type Product } from '../../../../api/products';
import { usePagedList } from '../../../../hooks/use-paged-list';
import { userDataCell } from '../../../../lib/user-data';
import { formatTime } from '../../../../lib/format-time';

/** Deleted products of the catalogue (8010), restored after confirmation. */
export function RecycledProducts() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = usePagedList((query, signal) => searchProducts(query, { signal }), { deleted: true });

  const restore = async (product: Product) => {
    try {
      await restoreProducts([product.id]);
      void message.success(t('recycle.restored'));
      list.reload();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    }
  };

  const columns: TableColumnsType<Product> = [
    { title: t('recycle.productName'), dataIndex: 'name', onCell: userDataCell },
    { title: t('recycle.category'), dataIndex: 'category', onCell: userDataCell, render: (v: string | null) => v ?? '-' },
    { title: t('recycle.company'), dataIndex: 'tenant_name', onCell: userDataCell, render: (v: string | null) => v ?? '-' },
    { title: t('recycle.deletedAt'), dataIndex: 'deleted_at', render: (v: string | null) => formatTime(v) },
    {
      title: t('recycle.actions'),
      key: 'actions',
      width: 120,
      render: (_, product) => (
        <Popconfirm title={t('recycle.restoreProductConfirm', { name: product.name })} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={() => restore(product)}>
          <Button type="link" size="small">{t('recycle.restore')}</Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <div data-testid="recycle-products">
      {list.status === 'error' && <Alert type="error" showIcon title={list.error?.message} style={{ marginBottom: 16 }} />}
      <Table<Product>
        rowKey="id"
        size="middle"
        loading={list.status === 'loading'}
        columns={columns}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: <Empty description={t('recycle.empty')} /> }}
        pagination={list.pagination}
      />
    </div>
  );
}
