import { registerTranslations } from '../../i18n';

registerTranslations({
  'zh-CN': {
    locationPicker: {
      map: '地图选点',
      longitude: '经度',
      latitude: '纬度',
      zoomIn: '放大',
      zoomOut: '缩小',
      hint: '点击地图选择位置，拖动平移，滚轮缩放',
      loadFailed: '底图加载失败，可直接输入经纬度',
      crs: '输入的坐标系',
      crsWgs84: '输入的经纬度为 WGS84（GPS），按原样保存',
      crsGcj02: '输入为 GCJ-02（高德、腾讯地图的坐标），保存前换算为 WGS84',
      mapOffline: '离线底图：地图选点为 WGS84',
      mapTilesWgs84: '在线瓦片（WGS84）：地图选点为 WGS84',
      mapGcj02: '在线瓦片为 GCJ-02：地图上按 GCJ-02 选点，保存前换算为 WGS84',
    },
  },
  'en-US': {
    locationPicker: {
      map: 'Pick a location on the map',
      longitude: 'Longitude',
      latitude: 'Latitude',
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      hint: 'Click the map to pick, drag to pan, scroll to zoom',
      loadFailed: 'The base map failed to load; type the position instead',
      crs: 'Coordinate system of the typed position',
      crsWgs84: 'Typed numbers are WGS84 (GPS), stored as they are',
      crsGcj02: 'Typed numbers are GCJ-02 (AMap, Tencent maps) and are converted to WGS84 before saving',
      mapOffline: 'Offline basemap: the map picks in WGS84',
      mapTilesWgs84: 'Online tiles (WGS84): the map picks in WGS84',
      mapGcj02: 'The online tiles are GCJ-02: the map picks in GCJ-02, converted to WGS84 before saving',
    },
  },
});
