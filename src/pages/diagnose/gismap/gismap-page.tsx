import { Suspense, lazy, useMemo, useState } from 'react';
import { Alert, Card, Empty, Select, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { devicesStatus$ } from '../../../../streams';
import { statusOf } from '../../../../scenes/device-map/device-buffers';
import { markersOf } from '../../../../scenes/site-model/markers';
import { fetchSites } from '../../../api/sites';
import { DevicePanel } from '../../../components/device-panel/device-panel';
import { formatValue } from '../../../components/device-panel/device-values';
import { useStream } from '../../../hooks/use-stream';
import { useRequest } from '../../../hooks/use-request';
import './gismap-i18n';

const SiteModel = lazy(() => import('../../../../scenes/site-model/site-model'));
/** Values shown on a marker's label. */
const LABEL_VALUES = 2;

/** 3D model (gismap, 4004): a site built from its GeoJSON with live device markers. */
export default function GismapPage() {
  const { t, i18n } = useTranslation();
  const sites = useRequest(() => fetchSites());
  const devices = useStream(useMemo(() => devicesStatus$(), []));
  const [siteId, setSiteId] = useState<number | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const rows = sites.data?.rows ?? [];
  const site = rows.find((s) => s.id === siteId) ?? rows[0];
  const english = i18n.language.startsWith('en');

  const markers = useMemo(() => {
    if (!site) return [];
    const live = new Map((devices.data?.rows ?? []).map((row) => [row.device_id, row]));
    return markersOf(
      site,
      site.devices.map((d) => {
        const row = live.get(d.device_id);
        const values = (row?.params ?? [])
          .filter((p) => p.value !== null && p.param_type === 'float')
          .slice(0, LABEL_VALUES)
          .map((p) => `${english ? (p.name_en ?? p.name) : p.name} ${formatValue(p.value, p.unit)}`);
        return { ...d, id: d.device_id, name: d.device_name, status: row ? statusOf(row.status, row.alarm) : 'offline', values };
      }),
    );
  }, [site, devices.data, english]);
  const selectedRow = site?.devices.find((d) => d.device_id === selected) ?? null;

  return (
    <div data-testid="gismap-page" style={{ display: 'flex', flexDirection: 'column', gap: 12, height: 'calc(100vh - 150px)', minHeight: 480 }}>
      <Card size="small">
        <Space wrap>
          <Typography.Text>{t('gismap.site')}</Typography.Text>
          <Select
            aria-label={t('gismap.site')}
            style={{ minWidth: 240 }}
            value={site?.id}
            loading={sites.status === 'loading'}
            options={rows.map((s) => ({ value: s.id, label: english ? (s.name_en ?? s.name) : s.name }))}
            onChange={setSiteId}
            data-testid="site-select"
          />
          <Typography.Text type="secondary">{t('gismap.hint')}</Typography.Text>
        </Space>
      </Card>
      {sites.status === 'error' && <Alert type="error" showIcon title={t('gismap.loadFailed', { error: sites.error?.message ?? '' })} />}
      {sites.status === 'ready' && !site && <Empty description={t('gismap.noSites')} />}
      {site && (
        <div style={{ position: 'relative', flex: 1, borderRadius: 8, overflow: 'hidden' }} data-testid="site-model">
          <Suspense fallback={<Spin style={{ position: 'absolute', inset: 0, margin: 'auto' }} />}>
            <SiteModel key={site.id} site={site} markers={markers} onSelect={setSelected} />
          </Suspense>
        </div>
      )}
      <DevicePanel deviceId={selected} known={selectedRow} onClose={() => setSelected(null)} />
    </div>
  );
}
