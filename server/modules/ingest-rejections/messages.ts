import { registerMessages } from '../../i18n/messages';

/** Why a telemetry message was refused, as the device's owner reads it (keys: ingest_reason_<DropReason>). */
registerMessages({
  ingest_reason_not_json: { 'zh-CN': '消息不是 JSON 对象', 'en-US': 'The message is not a JSON object' },
  ingest_reason_bad_shape: { 'zh-CN': '消息格式错误：缺少 values 对象或其中没有读数', 'en-US': 'Malformed message: no values object, or no readings in it' },
  ingest_reason_unknown_device: { 'zh-CN': '设备不存在', 'en-US': 'Unknown device' },
  ingest_reason_disabled_device: { 'zh-CN': '设备已停用', 'en-US': 'The device is disabled' },
  ingest_reason_unknown_param: { 'zh-CN': '设备未配置该参数', 'en-US': 'The device has no such parameter' },
  ingest_reason_bad_value: { 'zh-CN': '读数不是有效数字', 'en-US': 'A reading is not a finite number' },
  ingest_reason_value_out_of_range: { 'zh-CN': '读数超出物理可能范围', 'en-US': 'A reading is outside the physically possible range' },
  ingest_reason_future_ts: { 'zh-CN': '时间戳超前于服务器时间', 'en-US': 'The timestamp is ahead of the server clock' },
  ingest_reason_stale_ts: { 'zh-CN': '时间戳过旧，超出允许补传的时间范围', 'en-US': 'The timestamp is older than uploads are accepted for' },
  ingest_reason_bad_ts: { 'zh-CN': '时间戳无法识别', 'en-US': 'The timestamp cannot be read' },
  ingest_reason_payload_too_large: { 'zh-CN': '消息过大', 'en-US': 'The message is too large' },
  ingest_reason_too_many_values: { 'zh-CN': '一条消息中的读数过多', 'en-US': 'Too many readings in one message' },
  ingest_reason_key_too_long: { 'zh-CN': '参数名过长', 'en-US': 'A parameter key is too long' },
  ingest_reason_db_refused: { 'zh-CN': '数据库拒绝保存该消息', 'en-US': 'The database refused to store the message' },
  ingest_reason_wrong_topic: {
    'zh-CN': '主题不允许：设备只能发布到自己的 devices/{设备编号}/ 上行主题（telemetry、status、reply、p2p）',
    'en-US': 'Topic not allowed: a device publishes only to its own devices/{id}/ up topics (telemetry, status, reply, p2p)',
  },
});
