import { registerMessages } from '../../../i18n/messages';
import '../admin/messages';

registerMessages({
  flow_no_card: { 'zh-CN': '设备没有登记 SIM 卡', 'en-US': 'The device has no SIM card on record' },
  flow_no_plan: {
    'zh-CN': 'SIM 卡套餐类型未知，请在设备信息中选择 30M、50M、500M、30G 或 50G',
    'en-US': 'Unknown SIM plan type; set 30M, 50M, 500M, 30G or 50G on the device',
  },
  flow_card_mismatch: { 'zh-CN': '该卡号不属于此设备', 'en-US': 'The card does not belong to this device' },
  flow_provider_failed: {
    'zh-CN': '流量卡平台（{provider}）未能给出数据：{code} {detail}',
    'en-US': 'The card platform ({provider}) gave no figures: {code} {detail}',
  },
  flow_no_daily: { 'zh-CN': '当前流量卡平台不提供逐日流量，只提供本月用量', 'en-US': 'This card platform gives the month\'s usage only, not day by day' },
  flow_date_invalid: { 'zh-CN': '日期格式应为 YYYY-MM 或 YYYY-MM-DD', 'en-US': 'The date must be YYYY-MM or YYYY-MM-DD' },
});
