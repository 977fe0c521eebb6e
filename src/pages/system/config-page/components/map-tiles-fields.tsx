import { Col, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { TIANDITU_KEY_PATTERN, TILE_PROVIDERS, type TileProvider } from '../../../../../shared/contract/map/tile-providers';

const TIANDITU_KEY = new RegExp(TIANDITU_KEY_PATTERN);
const HTTP_URL = /^https?:\/\/\S+$/;
const isTileUrl = (v: string) => HTTP_URL.test(v) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p));

/**
 * The map's basemap in the site settings: offline, Tianditu (vector or imagery, with its key),
 * AMap (roadmap or satellite, GCJ-02), or a custom XYZ server with its coordinate system.
 */
export function MapTilesFields() {
  const { t } = useTranslation();
  const provider = Form.useWatch('mapTileProvider') as TileProvider | undefined;
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name="mapTileProvider" label={t('siteConfig.mapTileProvider')} extra={t(`siteConfig.mapTileProviderHelp.${provider ?? 'none'}`)}>
          <Select options={TILE_PROVIDERS.map((value) => ({ value, label: t(`siteConfig.mapTileProviders.${value}`) }))} />
        </Form.Item>
      </Col>
      {provider?.startsWith('tianditu') && (
        <Col xs={24} md={12}>
          <Form.Item name="mapTileKey" label={t('siteConfig.mapTileKey')} rules={[{ required: true, pattern: TIANDITU_KEY, message: t('siteConfig.tileKeyFormat') }]}>
            <Input maxLength={32} />
          </Form.Item>
        </Col>
      )}
      {provider === 'custom' && (
        <>
          <Col xs={24} md={12}>
            <Form.Item
              name="mapTileUrl"
              label={t('siteConfig.mapTileUrl')}
              extra={t('siteConfig.mapTileHelp')}
              rules={[{ validator: (_, v: string) => (isTileUrl(v ?? '') ? Promise.resolve() : Promise.reject(new Error(t('siteConfig.tileFormat')))) }]}
            >
              <Input maxLength={500} placeholder="https://…/{z}/{x}/{y}.png" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="mapTileCrs" label={t('siteConfig.mapTileCrs')} extra={t('siteConfig.mapTileCrsHelp')}>
              <Radio.Group options={[{ value: 'wgs84', label: 'WGS84' }, { value: 'gcj02', label: t('siteConfig.gcj02') }]} />
            </Form.Item>
          </Col>
        </>
      )}
    </>
  );
}
