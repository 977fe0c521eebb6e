import { registerMessages } from '../../i18n/messages';

registerMessages({
  forecast_no_do: {
    'zh-CN': '该设备没有溶解氧（do）参数，无法预测溶解氧',
    'en-US': 'This device has no dissolved oxygen (do) parameter to forecast',
  },
  forecast_too_few_nights: {
    'zh-CN': '该塘口只有 {used} 个完整的历史夜晚，至少需要 {needed} 个才能预测今晚的溶解氧',
    'en-US': 'This pond has {used} complete past nights; tonight’s oxygen needs at least {needed} to forecast',
  },
  forecast_no_recent_readings: {
    'zh-CN': '预测时刻前 {hours} 小时内没有溶解氧数据，无法预测今晚',
    'en-US': 'No dissolved oxygen reading in the {hours} hours before the forecast time, so tonight cannot be forecast',
  },
});
