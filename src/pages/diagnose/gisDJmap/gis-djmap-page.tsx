import { Suspense, lazy, useCallback, useState } from 'react';
import { Alert, Button, Card, Empty, Segmented, Select, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatArea, formatLength, pathLength, planArea, type Point3 } from '../../../../scenes/drone-model/measure';
import { fetchSites } from '../../../api/sites';
import { useRequest } from '../../../hooks/use-request';
import './gis-djmap-i18n';

const DroneModel = lazy(() => import('../../../../scenes/drone-model/drone-model'));

type Mode = 'off' | 'distance' | 'area';

/** 3D drone model (gisDJmap, 4005): a site's photogrammetry model with distance and area measuring. */
export default function GisDjmapPage() {
  const { t, i18n } = useTranslation();
  const sites = useRequest(() => fetchSites());
  const [siteId, setSiteId] = useState<number | null>(null);
  const [mode, setMode] = useState<Mode>('off');
  const [points, setPoints] = useState<Point3[]>([]);
  const [loaded, setLoaded] = useState(false);
  const rows = sites.data?.rows ?? [];
  const site = rows.find((s) => s.id === siteId) ?? rows.find((s) => s.drone_model) ?? rows[0];
  const english = i18n.language.startsWith('en');
  const onPick = useCallback((p: Point3) => setPoints((prev) => [...prev, p]), []);
  const onLoaded = useCallback(() => setLoaded(true), []);
  const switchMode = (next: Mode) => {
    setMode(next);
    setPoints([]);
  };

  return (
    <div data-testid="drone-page" style={{ display: 'flex', flexDirection: 'column', gap: 12, height: 'calc(100vh - 150px)', minHeight: 480 }}>
      <Card size="small">
        <Space wrap>
          <Typography.Text>{t('gisDJmap.site')}</Typography.Text>
          <Select
            aria-label={t('gisDJmap.site')}
            style={{ minWidth: 240 }}
            value={site?.id}
            loading={sites.status === 'loading'}
            options={rows.map((s) => ({ value: s.id, label: english ? (s.name_en ?? s.name) : s.name }))}
            onChange={(id) => {
              setSiteId(id);
              setLoaded(false);
              switchMode('off');
            }}
            data-testid="site-select"
          />
          {site?.drone_model && <Tag>{t('gisDJmap.format', { format: site.drone_model.format === 'glb' ? 'glTF/GLB' : '3D Tiles' })}</Tag>}
          <Segmented<Mode>
            aria-label={t('gisDJmap.measure')}
            value={mode}
            onChange={switchMode}
            options={[
              { value: 'off', label: t('gisDJmap.off') },
              { value: 'distance', label: t('gisDJmap.distance') },
              { value: 'area', label: t('gisDJmap.area') },
            ]}
            data-testid="measure-mode"
          />
          <Button onClick={() => setPoints([])} disabled={points.length === 0} data-testid="measure-clear">
            {t('gisDJmap.clear')}
          </Button>
          {mode !== 'off' && (
            <Typography.Text strong data-testid="measure-result" data-points={points.length}>
              {mode === 'distance' ? t('gisDJmap.distanceResult', { value: formatLength(pathLength(points)) }) : t('gisDJmap.areaResult', { value: formatArea(planArea(points)) })}
            </Typography.Text>
          )}
          {mode !== 'off' && points.length === 0 && <Typography.Text type="secondary">{t('gisDJmap.pickHint')}</Typography.Text>}
        </Space>
      </Card>
      {sites.status === 'error' && <Alert type="error" showIcon title={t('gisDJmap.loadFailed', { error: sites.error?.message ?? '' })} />}
      {sites.status === 'ready' && !site && <Empty description={t('gisDJmap.noSites')} />}
      {site && !site.drone_model && <Empty description={t('gisDJmap.noModel')} data-testid="drone-no-model" />}
      {site?.drone_model && (
        <div style={{ position: 'relative', flex: 1, borderRadius: 8, overflow: 'hidden' }} data-testid="drone-model" data-loaded={loaded}>
          <Suspense fallback={<Spin style={{ position: 'absolute', inset: 0, margin: 'auto' }} />}>
            <DroneModel
              key={site.id}
              format={site.drone_model.format}
              url={site.drone_model.url}
              points={points}
              closed={mode === 'area'}
              onPick={mode === 'off' ? null : onPick}
              onLoaded={onLoaded}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
