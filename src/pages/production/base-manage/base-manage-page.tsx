import { useState } from 'react';
import { Alert, App, Button, Card, Empty, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { deleteBases, searchBases, type Base } from '../../../api/farm';
import { useRequest } from '../../../hooks/use-request';
import { userDataCell } from '../../../lib/user-data';
import { PAGE_SIZE_MAX } from '../../../../shared/contract/paging';
import { BaseFormModal } from './components/base-form-modal';
import { PondsCard } from './components/ponds-card';
import './base-manage-i18n';

/**
 * /production/base-manage (12008): the bases and ponds are the breeding map's sites and ponds
 * (/baseManage and POST /sites/ponds, one source), each pond with its production overview
 * (/pageszhuatai: days since seeding, feed used, estimated biomass, FCR). A pond with production
 * records cannot be deleted (/delZhutaiPage).
 */
export default function BaseManagePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [selected, setSelected] = useState<Base | null>(null);
  const [editingBase, setEditingBase] = useState<Base | 'new' | null>(null);
  const bases = useRequest((signal) => searchBases({ pageSize: PAGE_SIZE_MAX }, { main: true, signal }));
  const siteId = selected?.id;

  const run = async (action: () => Promise<unknown>, after: () => void) => {
    try {
      await action();
      void message.success(t('baseManage.deleted'));
      after();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    }
  };
  const choose = (base: Base) => setSelected(base);

  const columns: TableColumnsType<Base> = [
    { key: 'name', title: t('baseManage.name'), dataIndex: 'name', onCell: userDataCell },
    { key: 'lon', title: t('baseManage.longitude'), dataIndex: 'longitude' },
    { key: 'lat', title: t('baseManage.latitude'), dataIndex: 'latitude' },
    { key: 'ponds', title: t('baseManage.pondCount'), dataIndex: 'pond_count' },
    {
      key: 'actions',
      title: t('baseManage.actions'),
      render: (_, base) => (
        <Space size={0} onClick={(e) => e.stopPropagation()}>
          <Button type="link" size="small" onClick={() => setEditingBase(base)}>{t('baseManage.edit')}</Button>
          <Popconfirm title={t('baseManage.deleteBase', { name: base.name })} okText={t('common.ok')} cancelText={t('common.cancel')} okButtonProps={{ danger: true }} onConfirm={() => run(() => deleteBases([base.id]), bases.reload)}>
            <Button type="link" size="small" danger>{t('baseManage.delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="base-manage-page">
      <Card title={t('baseManage.bases')} extra={<Button type="primary" onClick={() => setEditingBase('new')} data-testid="base-add">{t('baseManage.addBase')}</Button>}>
        {bases.status === 'error' && <Alert type="error" showIcon title={t('baseManage.loadFailed', { error: bases.error?.message })} action={<Button size="small" onClick={bases.reload}>{t('common.retry')}</Button>} />}
        <Table<Base>
          rowKey="id"
          size="middle"
          loading={bases.status === 'loading'}
          columns={columns}
          dataSource={bases.data?.rows ?? []}
          pagination={false}
          rowSelection={{ type: 'radio', selectedRowKeys: siteId ? [siteId] : [], onChange: (_, rows) => rows[0] && choose(rows[0]) }}
          onRow={(base) => ({ onClick: () => choose(base) })}
          locale={{ emptyText: <Empty description={t('baseManage.empty')} /> }}
        />
      </Card>
      {selected ? (
        <PondsCard key={selected.id} base={selected} onChanged={bases.reload} />
      ) : (
        <Card title={t('baseManage.ponds')}>
          <Empty description={t('baseManage.chooseBase')} />
        </Card>
      )}
      {editingBase && (
        <BaseFormModal
          base={editingBase === 'new' ? undefined : editingBase}
          onClose={() => setEditingBase(null)}
          onSaved={() => {
            setEditingBase(null);
            bases.reload();
          }}
        />
      )}
    </Space>
  );
}
