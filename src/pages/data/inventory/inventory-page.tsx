import { useState } from 'react';
import { App, Button, Card, Empty, Popconfirm, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { deleteInventory, restoreInventory, searchInventory, type InventoryRow } from '../../../api/inventory';
import { searchProducts } from '../../../api/products';
import { useRequest } from '../../../hooks/use-request';
import { userDataCell } from '../../../lib/user-data';
import { PAGE_SIZE_MAX } from '../../../../shared/contract/paging';
import { InventoryFilters, type InventoryFilterValues } from './components/inventory-filters';
import { InventoryFormModal } from './components/inventory-form-modal';
import { RemainingSummary } from './components/remaining-summary';
import { allMatching, inventoryXlsx, saveXlsx, type ExportColumn } from './components/export-inventory';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import './inventory-i18n';

/**
 * /data/inventory (7005): inventory records of catalogue products, with the remaining stock of
 * each record and of each product; deleting moves a record to the recycle bin shown by the toggle.
 */
export default function InventoryPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [query, setQuery] = useState<InventoryFilterValues & { page: number; pageSize: number; deleted: boolean }>({ page: 1, pageSize: 10, deleted: false });
  const [editing, setEditing] = useState<InventoryRow | 'new' | null>(null);
  const [exporting, setExporting] = useState(false);
  const list = useRequest((signal) => searchInventory(query, { main: true, signal }));
  // The picker's choices: the live catalogue (one page of the largest size is the whole of it in practice).
  const products = useRequest(() => searchProducts({ pageSize: PAGE_SIZE_MAX }).then((r) => r.rows));

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

  const exportAll = async () => {
    setExporting(true);
    try {
      const { page: _page, pageSize: _size, ...filters } = query;
      const sheet: ExportColumn[] = (
        [['product_name', 'product'], ['import_num', 'importNum'], ['import_date', 'importDate'], ['export_num', 'exportNum'], ['export_date', 'exportDate'],
          ['remaining', 'remaining'], ['person', 'person'], ['phone', 'phone'], ['factory_no', 'factoryNo'], ['tenant_name', 'company']] as const
      ).map(([key, label]) => ({ key, title: t(`inventory.${label}`) }));
      const buffer = await inventoryXlsx(t('inventory.title'), sheet, await allMatching(filters));
      saveXlsx(`${t('inventory.title')}-${new Date().toISOString().slice(0, 10)}.xlsx`, buffer as ArrayBuffer);
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<InventoryRow> = [
    { title: t('inventory.product'), dataIndex: 'product_name', onCell: userDataCell },
    { title: t('inventory.importNum'), dataIndex: 'import_num', align: 'right' },
    { title: t('inventory.importDate'), dataIndex: 'import_date' },
    { title: t('inventory.exportNum'), dataIndex: 'export_num', align: 'right' },
    { title: t('inventory.exportDate'), dataIndex: 'export_date' },
    { title: t('inventory.remaining'), dataIndex: 'remaining', align: 'right', render: (v: number) => <Typography.Text strong>{v}</Typography.Text> },
    { title: t('inventory.person'), dataIndex: 'person', onCell: userDataCell },
    { title: t('inventory.phone'), dataIndex: 'phone' },
    { title: t('inventory.factoryNo'), dataIndex: 'factory_no' },
    { title: t('inventory.company'), dataIndex: 'tenant_name', onCell: userDataCell, render: (v: string | null) => v ?? '-' },
    {
      title: t('inventory.actions'),
      key: 'actions',
      width: 140,
      render: (_, row) =>
        query.deleted ? (
          <Popconfirm title={t('inventory.restoreConfirm', { no: row.factory_no })} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={() => run(() => restoreInventory([row.id]), 'inventory.restored')}>
            <Button type="link" size="small">{t('inventory.restore')}</Button>
          </Popconfirm>
        ) : (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setEditing(row)}>{t('inventory.edit')}</Button>
            <Popconfirm title={t('inventory.deleteConfirm', { no: row.factory_no })} okText={t('common.ok')} cancelText={t('common.cancel')} okButtonProps={{ danger: true }} onConfirm={() => run(() => deleteInventory([row.id]), 'inventory.deleted')}>
              <Button type="link" size="small" danger>{t('inventory.delete')}</Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  return (
    <Card
      title={t(query.deleted ? 'inventory.binTitle' : 'inventory.title')}
      data-testid="inventory-page"
      extra={
        <Space>
          <Button onClick={() => change({ deleted: !query.deleted, page: 1 })} data-testid="inventory-bin-toggle">
            {t(query.deleted ? 'inventory.showLive' : 'inventory.showBin')}
          </Button>
          {!query.deleted && (
            <>
              <Button onClick={() => void exportAll()} loading={exporting} disabled={!list.data?.total} data-testid="inventory-export">{t('inventory.export')}</Button>
              <Button type="primary" onClick={() => setEditing('new')} data-testid="inventory-add">{t('inventory.add')}</Button>
            </>
          )}
        </Space>
      }
    >
      <InventoryFilters products={products.data ?? []} onChange={(next) => change({ ...next, page: 1 })} />
      {list.status === 'error' && <LoadErrorAlert message={list.error?.message} onRetry={list.reload} />}
      {!query.deleted && <RemainingSummary rows={list.data?.remaining ?? []} />}
      <Table<InventoryRow>
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        loading={list.status === 'loading'}
        columns={columns}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: <Empty description={t(query.deleted ? 'inventory.binEmpty' : 'inventory.empty')} /> }}
        pagination={{ current: query.page, pageSize: query.pageSize, total: list.data?.total ?? 0, onChange: (page, pageSize) => change({ page, pageSize }) }}
      />
      {editing && (
        <InventoryFormModal
          record={editing === 'new' ? undefined : editing}
          products={products.data ?? []}
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
