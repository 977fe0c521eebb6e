import { registerMessages } from '../../i18n/messages';

registerMessages({
  modbus_saved: { 'zh-CN': 'Modbus 设置已保存', 'en-US': 'Modbus settings saved' },
  modbus_removed: { 'zh-CN': 'Modbus 设置已删除', 'en-US': 'Modbus settings removed' },
  modbus_transport_invalid: { 'zh-CN': '接入方式应为 tcp（按地址轮询）或 dtu（DTU 主动连接）', 'en-US': 'The transport must be tcp (polled at an address) or dtu (the DTU connects out)' },
  modbus_framing_invalid: { 'zh-CN': '报文格式应为 tcp（Modbus TCP）或 rtu（经 TCP 透传的 RTU）', 'en-US': 'The framing must be tcp (Modbus TCP) or rtu (RTU over TCP)' },
  modbus_host_invalid: { 'zh-CN': '地址应为主机名或 IP 地址', 'en-US': 'The address must be a host name or IP address' },
  modbus_host_required: { 'zh-CN': '按地址轮询的设备需要填写地址和端口', 'en-US': 'A device polled at an address needs its address and port' },
  modbus_port_invalid: { 'zh-CN': '端口应为 1 到 65535 的整数', 'en-US': 'The port must be a whole number from 1 to 65535' },
  modbus_unit_invalid: { 'zh-CN': '从站地址应为 0 到 255 的整数', 'en-US': 'The unit id must be a whole number from 0 to 255' },
  modbus_registration_invalid: { 'zh-CN': '注册包应为 1 到 64 个可见字符，不含空格', 'en-US': 'The registration packet must be 1 to 64 visible characters, no spaces' },
  modbus_registration_required: { 'zh-CN': '经 DTU 接入的设备需要填写注册包', 'en-US': 'A device behind a DTU needs its registration packet' },
  modbus_registration_taken: { 'zh-CN': '注册包“{registration}”已被其他设备使用', 'en-US': 'The registration packet "{registration}" is used by another device' },
  modbus_registers_required: { 'zh-CN': '请填写 1 到 64 个寄存器', 'en-US': 'Give 1 to 64 registers' },
  modbus_param_required: { 'zh-CN': '每个寄存器都要对应一个参数', 'en-US': 'Each register needs a parameter' },
  modbus_param_unknown: { 'zh-CN': '设备未配置参数“{param}”', 'en-US': 'The device has no parameter "{param}"' },
  modbus_param_duplicate: { 'zh-CN': '参数“{param}”对应了多个寄存器', 'en-US': 'The parameter "{param}" is mapped to more than one register' },
  modbus_address_range: { 'zh-CN': '寄存器地址应为 0 到 65535，32 位数据最大为 65534', 'en-US': 'A register address must be 0 to 65535, and at most 65534 for a 32-bit value' },
  modbus_function_invalid: { 'zh-CN': '功能码应为 3（保持寄存器）、4（输入寄存器）、1（线圈）或 2（离散输入）', 'en-US': 'The function must be 3 (holding), 4 (input), 1 (coils) or 2 (discrete inputs)' },
  modbus_type_invalid: { 'zh-CN': '数据类型应为 int16、uint16、int32、uint32 或 float32', 'en-US': 'The data type must be int16, uint16, int32, uint32 or float32' },
  modbus_scale_invalid: { 'zh-CN': '倍率应为非零数字，绝对值不超过 1000000', 'en-US': 'The scale must be a non-zero number of at most 1000000 either way' },
  modbus_order_invalid: { 'zh-CN': '字节序应为 ABCD、CDAB、BADC 或 DCBA', 'en-US': 'The byte order must be ABCD, CDAB, BADC or DCBA' },
});
registerMessages({
  modbus_not_found: { 'zh-CN': '该设备没有 Modbus 设置', 'en-US': 'This device has no Modbus settings' },
});
