import { useCallback, useEffect, useState } from 'react';
import { Button, Empty, Modal, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../load-error-alert';
import { RowConfirm } from '../crud/row-confirm';
import { useCrudAction } from '../crud/use-crud-action';
import { listSubscriptions, unsubscribe, type Subscription } from '../../api/report-subscriptions';
import { formatTime } from '../../lib/format-time';
import './report-subscribe-i18n';

type State = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; rows: Subscription[] };

/** The user's own report subscriptions, each with an unsubscribe asked first. */
export function MySubscriptions({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const act = useCrudAction(reload);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    listSubscriptions({ signal: controller.signal }).then(
      (rows) => setState({ status: 'ready', rows }),
      (error: Error) => !controller.signal.aborted && setState({ status: 'error', error: error.message }),
    );
    return () => controller.abort();
  }, [round]);

  const period = (row: Subscription) => t(`reportSubscribe.periods.${row.period}`);
  return (
    <Modal open title={t('reportSubscribe.mineTitle')} onCancel={onClose} footer={<Button onClick={onClose}>{t('reportSubscribe.close')}</Button>} width={640} destroyOnHidden>
      {state.status === 'loading' && <Spin />}
      {state.status === 'error' && <LoadErrorAlert message={t('reportSubscribe.loadFailed', { error: state.error })} onRetry={reload} />}
      {state.status === 'ready' && (
        <Table<Subscription>
          data-testid="my-subscriptions"
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={state.rows}
          locale={{ emptyText: <Empty description={t('reportSubscribe.empty')} /> }}
          columns={[
            {
              key: 'report',
              title: t('reportSubscribe.report'),
              render: (_, row) => `${t(`reportSubscribe.kinds.${row.kind}`)} · ${row.target_name} · ${period(row)}`,
            },
            {
              key: 'delivery',
              title: t('reportSubscribe.delivery'),
              render: (_, row) => (
                <Typography.Text type="secondary">
                  {`${t(`reportSubscribe.times.${row.deliver_at}`)} · ${row.email} · ${t('reportSubscribe.lastSent')}: ${row.last_sent_at ? formatTime(row.last_sent_at) : t('reportSubscribe.never')}`}
                </Typography.Text>
              ),
            },
            {
              key: 'action',
              title: '',
              render: (_, row) => (
                <RowConfirm danger title={t('reportSubscribe.unsubscribeConfirm', { name: row.target_name, period: period(row) })} onConfirm={() => void act(() => unsubscribe(row.id), t('reportSubscribe.unsubscribed'))}>
                  <Button size="small" danger>{t('reportSubscribe.unsubscribe')}</Button>
                </RowConfirm>
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
