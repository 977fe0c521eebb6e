import { useCallback, useState } from 'react';
import { Button, Empty, Input, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { deletePrices, restorePrices, searchPrices, type PriceRow } from '../../../../api/prices';
import type { CompanyOption } from '../../../../api/device-admin';
import { userDataCell } from '../../../../lib/user-data';
import { PRICE_LIMITS } from '../../../../../shared/contract/api/prices';
import { LoadErrorAlert } from '../../../../components/load-error-alert';
import { useCrudWords } from '../../../../components/crud/crud-words';
import { useCrudList, type CrudQuery } from '../../../../components/crud/use-crud-list';
import { useCrudAction } from '../../../../components/crud/use-crud-action';
import { listActionColumn } from '../../../../components/crud/list-action-column';
import { RecycleBinToggle } from '../../../../components/crud/recycle-bin-toggle';
import { PriceFormModal } from './price-form-modal';

const orDash = (v: string | null) => v || '-';
const load = (q: CrudQuery, signal: AbortSignal) => searchPrices({ ...q.filter, page: q.page, pageSize: q.pageSize, deleted: q.deleted }, { signal });

/**
 * The price rows (POST /priceManage): search, add, edit, delete to the recycle bin and restore.
 * A tab of the price page, not a page of its own, so it composes the CRUD kit's parts rather than
 * being a CrudPage card; every write also tells the page (the trend reads the prices again).
 */
export function PriceList({ companies, onChanged }: { companies: CompanyOption[]; onChanged(): void }) {
  const { t } = useTranslation();
  const word = useCrudWords('priceProduct');
  const [editing, setEditing] = useState<PriceRow | 'new' | null>(null);
  const list = useCrudList<PriceRow, { rows: PriceRow[]; total: number }>(load, 10);
  const { reload } = list;
  const changed = useCallback(() => {
    reload();
    onChanged();
  }, [reload, onChanged]);
  const run = useCrudAction(changed);
  const { deleted } = list.query;

  const columns: TableColumnsType<PriceRow> = [
    { title: t('priceProduct.date'), dataIndex: 'date', width: 120, onCell: userDataCell },
    { title: t('priceProduct.product'), dataIndex: 'product', onCell: userDataCell },
    { title: t('priceProduct.variety'), dataIndex: 'variety', onCell: userDataCell, render: orDash },
    { title: t('priceProduct.market'), dataIndex: 'market', onCell: userDataCell },
    { title: t('priceProduct.price'), dataIndex: 'price', align: 'right', render: (v: number) => v.toFixed(2) },
    { title: t('priceProduct.unit'), dataIndex: 'unit', onCell: userDataCell },
    { title: t('priceProduct.source'), dataIndex: 'source', onCell: userDataCell, render: orDash },
    { title: t('priceProduct.company'), dataIndex: 'tenant_name', onCell: userDataCell, render: orDash },
    listActionColumn<PriceRow>({
      word,
      ids: 'price',
      deleted,
      width: 150,
      onEdit: setEditing,
      onDelete: (row) => void run(() => deletePrices([row.id]), word('deleted')),
      onRestore: (row) => void run(() => restorePrices([row.id]), word('restored')),
    }),
  ];

  return (
    <div data-testid="price-list">
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear maxLength={PRICE_LIMITS.keyword} placeholder={t('priceProduct.search')} aria-label={t('priceProduct.search')} style={{ width: 260 }} onSearch={(keyword) => list.setFilter(keyword.trim() ? { keyword: keyword.trim() } : {})} />
        <RecycleBinToggle deleted={deleted} onChange={list.setDeleted} word={word} testId="price-bin-toggle" />
        {!deleted && <Button type="primary" onClick={() => setEditing('new')} data-testid="price-add">{word('add')}</Button>}
      </Space>
      {list.status === 'error' && <LoadErrorAlert message={list.error?.message} onRetry={list.reload} />}
      <Table<PriceRow>
        rowKey="id"
        size="middle"
        loading={list.status === 'loading'}
        columns={columns}
        dataSource={list.rows}
        locale={{ emptyText: <Empty description={t(deleted ? 'priceProduct.binEmpty' : 'priceProduct.listEmpty')} /> }}
        pagination={list.pagination}
      />
      {editing && (
        <PriceFormModal
          row={editing === 'new' ? undefined : editing}
          companies={companies}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            changed();
          }}
        />
      )}
    </div>
  );
}
