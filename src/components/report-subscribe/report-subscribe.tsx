import { useState } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SubscriptionPeriod } from '../../../shared/contract/api/report-subscriptions';
import { MySubscriptions } from './my-subscriptions';
import { SubscribeDialog } from './subscribe-dialog';
import type { SubscribedReport } from './subscribed-report';
import './report-subscribe-i18n';

interface Props {
  /** The report on the page; null while nothing is chosen (Subscribe is off). */
  report: SubscribedReport | null;
  period?: SubscriptionPeriod;
}

/** A report page's "Subscribe" (the report by e-mail each period) and "My subscriptions". */
export function ReportSubscribe({ report, period = 'day' }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'subscribe' | 'mine' | null>(null);
  return (
    <Space>
      <Button onClick={() => setOpen('subscribe')} disabled={!report} data-testid="report-subscribe">
        {t('reportSubscribe.subscribe')}
      </Button>
      <Button type="link" onClick={() => setOpen('mine')} data-testid="report-subscriptions">
        {t('reportSubscribe.mine')}
      </Button>
      {open === 'subscribe' && report && <SubscribeDialog report={report} period={period} onClose={() => setOpen(null)} />}
      {open === 'mine' && <MySubscriptions onClose={() => setOpen(null)} />}
    </Space>
  );
}
