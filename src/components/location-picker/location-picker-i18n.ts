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
    },
  },
});
