import { useState } from 'react';
import { Alert, App, Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { deletePond, pondOverview, type Base, type PondOverview } from '../../../../api/farm';
import { useRequest } from '../../../../hooks/use-request';
import { PAGE_SIZE_MAX } from '../../../../../shared/contract/paging';
import { PondFormModal } from './pond-form-modal';
import { PondOverviewTable } from './pond-overview-table';
import '../base-manage-i18n';

/** One base's ponds with their overview; mounted per base (keyed by it), so it loads that base's. */
export function PondsCard({ base, onChanged }: { base: Base; onChanged(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<PondOverview | 'new' | null>(null);
  const ponds = useRequest(() => pondOverview({ site_id: base.id, pageSize: PAGE_SIZE_MAX }));
  const remove = async (pond: PondOverview) => {
    try {
      await deletePond(pond.pond_id);
      void message.success(t('baseManage.deleted'));
      ponds.reload();
      onChanged();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    }
  };
  return (
    <Card title={`${t('baseManage.ponds')} - ${base.name}`} extra={<Button onClick={() => setEditing('new')} data-testid="pond-add">{t('baseManage.addPond')}</Button>}>
      {ponds.status === 'error' ? (
        <Alert type="error" showIcon title={t('baseManage.loadFailed', { error: ponds.error?.message })} action={<Button size="small" onClick={ponds.reload}>{t('common.retry')}</Button>} />
      ) : (
        <PondOverviewTable rows={ponds.data?.rows ?? []} loading={ponds.status === 'loading'} onEdit={setEditing} onDelete={(pond) => void remove(pond)} />
      )}
      {editing && (
        <PondFormModal
          base={base}
          pond={editing === 'new' ? undefined : editing}
          index={ponds.data?.total ?? 0}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            ponds.reload();
            onChanged();
          }}
        />
      )}
    </Card>
  );
}
