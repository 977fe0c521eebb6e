import { lazy, Suspense, useMemo } from 'react';
import { Alert, Button, Card, Col, Flex, List, Row, Skeleton, Statistic, Typography } from 'antd';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { alarmPrompts$, devicesStatus$, formatStaleSince } from '../../../../streams';
import { useStream } from '../../../hooks/use-stream';
import { TextWithUserData } from '../../../components/text-with-user-data';
import { useMessageStore } from '../../../stores/message-store';
import { useSiteConfigStore } from '../../../stores/site-config-store';
import { countDevices, type DeviceCounts } from './components/device-counts';
import { LatestAlarms } from './components/latest-alarms';
import { MapThumbnail } from './components/map-thumbnail';
import { HomeWeather } from './components/home-weather';
import { PinnedArticles } from '../../../components/rich-text/pinned-articles';
import { OpenIncidentsFigure } from '../../../components/incidents/open-incidents-figure';
import './home-index-i18n';

// Loaded apart from the page: statically imported, its forecast parts would lengthen the route
// table's preload lists, which are on /login's bundle (decisions, issue 35).
const TonightOxygen = lazy(() => import('./components/tonight-oxygen').then((m) => ({ default: m.TonightOxygen })));

const COUNT_COLORS: Record<keyof DeviceCounts, string | undefined> = {
  total: undefined, online: '#22a05a', offline: '#8c8c8c', warning: '#faa014', fault: '#dc2828',
};

/**
 * Home index (home_index, 1001): live device counts, where the devices are, the local weather,
 * the latest open alarms, tonight's oxygen forecast per pond and SIM expiry notices. Counts and the thumbnail share the map's all-device stream.
 */
export default function HomeIndexPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const devices = useStream(useMemo(() => devicesStatus$(), []));
  const alarms = useStream(useMemo(() => alarmPrompts$(), []));
  const sims = useMessageStore((s) => s.simAlarms);
  const phone = useSiteConfigStore((s) => s.config.salesPhone);
  const rows = useMemo(() => devices.data?.rows ?? [], [devices.data]);
  const counts = useMemo(() => countDevices(rows), [rows]);
  const waiting = devices.status === 'idle' || devices.status === 'loading';

  return (
    // Counts on a row of their own: as Cols of the page row they shared a line with the map and
    // left a blank block under themselves.
    <Row gutter={[16, 16]} data-testid="home-page">
      <Col span={24}>
        <Row gutter={[16, 16]} data-testid="home-counts">
          {(Object.keys(COUNT_COLORS) as (keyof DeviceCounts)[]).map((key) => (
            <Col key={key} flex="1 1 160px">
              <Card size="small">
                {waiting ? (
                  <Skeleton active paragraph={false} />
                ) : (
                  <Statistic title={t(`homeIndex.${key}`)} value={devices.data ? counts[key] : '--'} styles={{ content: { color: COUNT_COLORS[key] } }} data-testid={`home-count-${key}`} />
                )}
              </Card>
            </Col>
          ))}
        </Row>
      </Col>
      {devices.status === 'error' && (
        <Col span={24}>
          <Alert type="error" showIcon title={t('homeIndex.loadFailed', { error: (devices.error as Error)?.message ?? '' })} />
        </Col>
      )}
      {devices.status === 'stale' && devices.staleSince !== null && (
        <Col span={24}>
          <Typography.Text type="warning">{formatStaleSince(devices.staleSince, i18n.language)}</Typography.Text>
        </Col>
      )}
      <Col xs={24} lg={14}>
        <Card style={{ height: '100%' }} data-testid="home-map" title={t('homeIndex.map')} extra={<Button type="link" onClick={() => void navigate({ to: '/map' })}>{t('homeIndex.openMap')}</Button>}>
          {waiting ? <Skeleton.Node active style={{ width: '100%', height: 260 }} /> : rows.length === 0 ? <Typography.Text type="secondary">{t('homeIndex.noPlaced')}</Typography.Text> : <MapThumbnail rows={rows} label={t('homeIndex.map')} onOpen={() => void navigate({ to: '/map' })} />}
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        {/* Weather above the alarms, the two as tall together as the map beside them. */}
        <Flex vertical gap={16} style={{ height: '100%' }}>
          <HomeWeather />
          <Card style={{ flex: 1 }} title={t('homeIndex.alarms')} extra={<OpenIncidentsFigure />} data-testid="home-alarms-card">
            {alarms.status === 'error' ? (
              <Alert type="error" showIcon title={t('homeIndex.loadFailed', { error: (alarms.error as Error)?.message ?? '' })} />
            ) : alarms.status === 'idle' || alarms.status === 'loading' ? (
              <Skeleton active />
            ) : (
              <LatestAlarms rows={alarms.data?.rows ?? []} />
            )}
          </Card>
        </Flex>
      </Col>
      <Col span={24}>
        <Suspense fallback={<Card loading />}>
          <TonightOxygen />
        </Suspense>
      </Col>
      <Col span={24}>
        <PinnedArticles />
      </Col>
      <Col span={24}>
        <Card title={t('homeIndex.sims')}>
          <List
            size="small"
            data-testid="home-sims"
            dataSource={sims}
            locale={{ emptyText: t('homeIndex.noSims') }}
            renderItem={(sim) => (
              <List.Item key={sim.msisdn}>
                <Alert type="warning" showIcon style={{ width: '100%' }} title={<TextWithUserData i18nKey="sim.message" values={{ ...sim, phone }} userKeys={['device_name']} />} />
              </List.Item>
            )}
          />
        </Card>
      </Col>
    </Row>
  );
}
