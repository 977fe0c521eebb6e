import { useMemo } from 'react';
import { Alert, Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatStaleSince, requestRefresh } from '../../../../../streams';
import { pondForecasts$ } from '../../../../../streams/do-forecast';
import { useStream } from '../../../../hooks/use-stream';
import type { PondForecast } from '../../../../api/forecast';
import { ForecastSummary } from '../../../../components/oxygen-forecast/forecast-summary';
import { mgL } from '../../../../components/oxygen-forecast/forecast-words';
import { NightCurve } from '../../../../components/oxygen-forecast/night-curve';
import { crosses, orderPonds } from '../../../../components/oxygen-forecast/pond-order';
import '../home-index-i18n';

const WARNING = '#d46b08';

function PondRow({ pond }: { pond: PondForecast }) {
  const { t } = useTranslation();
  const warn = crosses(pond);
  return (
    <Flex
      wrap
      align="center"
      gap="4px 16px"
      data-testid="home-oxygen-pond"
      data-pond={pond.device_id}
      data-crossing={warn}
      style={{ padding: '8px 12px', borderLeft: `3px solid ${warn ? WARNING : 'transparent'}`, background: warn ? 'rgba(250, 140, 22, 0.06)' : undefined }}
    >
      <Flex vertical style={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography.Text strong data-user-data="">{pond.device_name}</Typography.Text>
        <span>
          <Typography.Text type="secondary">{t('homeIndex.oxygen.live')} </Typography.Text>
          <b data-testid="home-oxygen-live">{pond.live ? `${mgL(pond.live.value)} mg/L` : '--'}</b>
        </span>
        <ForecastSummary forecast={pond.forecast} />
      </Flex>
      {pond.forecast.status === 'ok' && (
        <div style={{ flex: '0 1 280px', minWidth: 200 }}>
          <NightCurve forecast={pond.forecast} readings={pond.live ? [pond.live] : []} width={280} height={72} theme="light" />
        </div>
      )}
    </Flex>
  );
}

/**
 * "Tonight's oxygen": every pond monitor the caller sees with its live DO beside tonight's
 * forecast minimum and crossing hour and a small curve, the ponds crossing their low limit first
 * (GET /forecast/do/ponds, the stream the fish screen reads too).
 */
export function TonightOxygen() {
  const { t, i18n } = useTranslation();
  const state = useStream(useMemo(() => pondForecasts$(i18n.language), [i18n.language]));
  const ponds = useMemo(() => orderPonds(state.data ?? []), [state.data]);
  let body: React.ReactNode;
  if (state.status === 'error') {
    body = <Alert type="error" showIcon title={t('homeIndex.loadFailed', { error: (state.error as Error)?.message ?? '' })} action={<Button size="small" onClick={requestRefresh}>{t('homeIndex.retry')}</Button>} />;
  } else if (!state.data) {
    body = <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  } else if (ponds.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('homeIndex.oxygen.none')} />;
  } else {
    body = (
      <Flex vertical gap={4}>
        {ponds.map((pond) => <PondRow key={pond.device_id} pond={pond} />)}
        {state.status === 'stale' && state.staleSince !== null && <Typography.Text type="warning">{formatStaleSince(state.staleSince, i18n.language)}</Typography.Text>}
      </Flex>
    );
  }
  return (
    <Card title={t('homeIndex.oxygen.title')} data-testid="home-oxygen" data-status={state.status}>
      {body}
    </Card>
  );
}
