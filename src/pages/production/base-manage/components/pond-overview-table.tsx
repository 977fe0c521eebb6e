import { Button, Empty, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PondOverview } from '../../../../api/farm';
import { userDataCell } from '../../../../lib/user-data';
import '../base-manage-i18n';

interface Props {
  rows: PondOverview[];
  loading: boolean;
  onEdit(pond: PondOverview): void;
  onDelete(pond: PondOverview): void;
}

const orDash = (value: number | null) => (value === null ? '-' : String(value));

/** The ponds of a base with their production overview: stock, days since seeding, feed, biomass and FCR. */
export function PondOverviewTable({ rows, loading, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const columns: TableColumnsType<PondOverview> = [
    { key: 'name', title: t('baseManage.pondName'), dataIndex: 'pond_name', onCell: userDataCell },
    { key: 'species', title: t('baseManage.species'), dataIndex: 'species', onCell: userDataCell, render: (v: string | null) => v ?? '-' },
    { key: 'stock', title: t('baseManage.stock'), dataIndex: 'stock_count', render: (v: number | null, row) => <span data-testid={`pond-stock-${row.pond_id}`}>{orDash(v)}</span> },
    { key: 'days', title: t('baseManage.days'), dataIndex: 'days_since_seeding', render: orDash },
    { key: 'feed', title: t('baseManage.feed'), dataIndex: 'feed_kg' },
    { key: 'weight', title: t('baseManage.meanWeight'), dataIndex: 'mean_weight_g', render: orDash },
    { key: 'biomass', title: t('baseManage.biomass'), dataIndex: 'biomass_kg', render: orDash },
    { key: 'sold', title: t('baseManage.sold'), dataIndex: 'sold_kg' },
    { key: 'fcr', title: t('baseManage.fcr'), dataIndex: 'fcr', render: (v: number | null, row) => <span data-testid={`pond-fcr-${row.pond_id}`}>{orDash(v)}</span> },
    {
      key: 'actions',
      title: t('baseManage.actions'),
      render: (_, pond) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onEdit(pond)}>{t('baseManage.edit')}</Button>
          <Popconfirm title={t('baseManage.deletePond', { name: pond.pond_name })} okText={t('common.ok')} cancelText={t('common.cancel')} okButtonProps={{ danger: true }} onConfirm={() => onDelete(pond)}>
            <Button type="link" size="small" danger>{t('baseManage.delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Table<PondOverview>
      rowKey="pond_id"
      size="middle"
      scroll={{ x: 'max-content' }}
      loading={loading}
      columns={columns}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: <Empty description={t('baseManage.emptyPonds')} /> }}
      data-testid="pond-overview"
    />
  );
}
