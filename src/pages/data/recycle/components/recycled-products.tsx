import { Button, Empty, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { restoreProducts, searchProducts, type Product } from '../../../../api/products';
import { usePagedList } from '../../../../hooks/use-paged-list';
import { userDataCell } from '../../../../lib/user-data';
import { formatTime } from '../../../../lib/format-time';
import { LoadErrorAlert } from '../../../../components/load-error-alert';
import { RowConfirm } from '../../../../components/crud/row-confirm';
import { useCrudAction } from '../../../../components/crud/use-crud-action';

/** Deleted products of the catalogue (8010), restored after confirmation. */
export function RecycledProducts() {
  const { t } = useTranslation();
  const list = usePagedList((query, signal) => searchProducts(query, { signal }), { deleted: true });

  const run = useCrudAction(list.reload);

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
        <RowConfirm title={t('recycle.restoreProductConfirm', { name: product.name })} onConfirm={() => void run(() => restoreProducts([product.id]), t('recycle.restored'))}>
          <Button type="link" size="small">{t('recycle.restore')}</Button>
        </RowConfirm>
      ),
    },
  ];

  return (
    <div data-testid="recycle-products">
      {list.status === 'error' && <LoadErrorAlert message={list.error?.message} onRetry={list.reload} />}
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
