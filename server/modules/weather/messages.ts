import { registerMessages } from '../../i18n/messages';

registerMessages({
  weather_device_not_found: { 'zh-CN': '设备不存在', 'en-US': 'Device not found' },
  weather_site_not_found: { 'zh-CN': '站点不存在', 'en-US': 'Site not found' },
  weather_not_configured: { 'zh-CN': '未配置天气预报服务（QWEATHER_KEY）', 'en-US': 'No weather forecast service is configured (QWEATHER_KEY)' },
  weather_no_location: { 'zh-CN': '该位置没有经纬度，无法获取天气预报', 'en-US': 'This place has no coordinates, so there is no forecast' },
  // QWeather's documented codes (dev.qweather.com "error code"), then failures on our side of the wire.
  weather_error_204: { 'zh-CN': '天气服务暂无该地区的数据', 'en-US': 'The weather service has no data for this place' },
  weather_error_400: { 'zh-CN': '天气服务拒绝了请求参数', 'en-US': 'The weather service refused the request' },
  weather_error_401: { 'zh-CN': '天气服务认证失败，请检查 API Key', 'en-US': 'The weather service refused the API key' },
  weather_error_402: { 'zh-CN': '天气服务调用次数或余额不足', 'en-US': 'The weather service quota or balance is used up' },
  weather_error_403: { 'zh-CN': '天气服务无权访问该数据', 'en-US': 'The weather service denies access to this data' },
  weather_error_404: { 'zh-CN': '天气服务找不到该位置', 'en-US': 'The weather service does not know this place' },
  weather_error_429: { 'zh-CN': '天气服务请求过于频繁，请稍后再试', 'en-US': 'Too many requests to the weather service; try again later' },
  weather_error_500: { 'zh-CN': '天气服务内部错误', 'en-US': 'The weather service failed' },
  weather_error_other: { 'zh-CN': '天气服务返回错误（{code}）', 'en-US': 'The weather service answered with an error ({code})' },
  weather_error_timeout: { 'zh-CN': '天气服务响应超时', 'en-US': 'The weather service did not answer in time' },
  weather_error_unreachable: { 'zh-CN': '无法连接天气服务', 'en-US': 'The weather service cannot be reached' },
  weather_error_bad_response: { 'zh-CN': '天气服务返回的数据无法识别', 'en-US': 'The weather service answered something unreadable' },
});
