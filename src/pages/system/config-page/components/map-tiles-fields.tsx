import { Col, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { TIANDITU_KEY_PATTERN, TILE_PROVIDERS, type TileProvider } from '../../../../../shared/contract/map/tile-providers';

const TIANDITU_KEY = new RegExp(TIANDITU_KEY_PATTERN);
const HTTP_URL = /^https?:\/\/\S+$/;
const isTileUrl = (v: string) => HTTP_URL.test(v) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p));

/**
 * The map's basemap in the site settings: offline, Tianditu (vector or imagery, with its key),
 * AMap (roadmap or satellite, GCJ-02), or a custom XYZ server with its coordinate system. Fields
 * the provider does not use stay in the form, hidden and unchecked, so the save sends them as loaded.
 */
export function MapTilesFields() {
  const { t } = useTranslation();
  const provider = Form.useWatch('mapTileProvider') as TileProvider | undefined;
  const tianditu = provider?.startsWith('tianditu') ?? false;
  const custom = provider === 'custom';
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name="mapTileProvider" label={t('siteConfig.mapTileProvider')} extra={t(`siteConfig.mapTileProviderHelp.${provider ?? 'none'}`)}>
          <Select data-testid="config-map-provider" options={TILE_PROVIDERS.map((value) => ({ value, label: t(`siteConfig.mapTileProviders.${value}`) }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} hidden={!tianditu}>
        <Form.Item name="mapTileKey" label={t('siteConfig.mapTileKey')} hidden={!tianditu} rules={tianditu ? [{ required: true, pattern: TIANDITU_KEY, message: t('siteConfig.tileKeyFormat') }] : []}>
          <Input maxLength={32} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} hidden={!custom}>
        <Form.Item
          name="mapTileUrl"
          label={t('siteConfig.mapTileUrl')}
          extra={t('siteConfig.mapTileHelp')}
          hidden={!custom}
          rules={custom ? [{ validator: (_, v: string) => (isTileUrl(v ?? '') ? Promise.resolve() : Promise.reject(new Error(t('siteConfig.tileFormat')))) }] : []}
        >
          <Input maxLength={500} placeholder="https://…/{z}/{x}/{y}.png" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} hidden={!custom}>
        <Form.Item name="mapTileCrs" label={t('siteConfig.mapTileCrs')} extra={t('siteConfig.mapTileCrsHelp')} hidden={!custom}>
          <Radio.Group options={[{ value: 'wgs84', label: 'WGS84' }, { value: 'gcj02', label: t('siteConfig.gcj02') }]} />
        </Form.Item>
      </Col>
    </>
  );
}
