import { registerMessages } from '../../../i18n/messages';

registerMessages({
  video_not_configured: { 'zh-CN': '视频监控未开通/未配置', 'en-US': 'Video monitoring is not enabled/configured' },
  camera_not_found: { 'zh-CN': '未找到该摄像头，请刷新后重试', 'en-US': 'Camera not found. Please refresh and try again.' },
  camera_device_required: { 'zh-CN': '设备编码不能为空', 'en-US': 'Device code cannot be empty' },
  camera_serial_format: {
    'zh-CN': '序列号须以字母或数字开头，只能包含字母、数字和 _ . -（最多 64 个字符）',
    'en-US': 'A serial number starts with a letter or digit and holds only letters, digits and _ . - (at most 64 characters)',
  },
  camera_serial_taken: {
    'zh-CN': '该摄像头序列号已登记在其他企业下',
    'en-US': 'This camera serial number is registered to another company',
  },
  camera_channel_taken: {
    'zh-CN': '该序列号的此通道已登记为另一个摄像头',
    'en-US': 'Another camera already has this serial number and channel',
  },
  camera_removed: { 'zh-CN': '摄像头已删除', 'en-US': 'Camera removed' },
  camera_bound: { 'zh-CN': '摄像头绑定成功', 'en-US': 'Camera bound to the device' },
  video_busy: {
    'zh-CN': '同时播放的视频过多，请关闭部分画面后重试',
    'en-US': 'Too many live videos at once. Close some and try again.',
  },
  video_stream_failed: { 'zh-CN': '视频流启动失败，请稍后重试', 'en-US': 'The live stream could not be started. Please try again later.' },
  video_platform_error: { 'zh-CN': '视频平台调用失败：{detail}', 'en-US': 'Camera platform error: {detail}' },
  capture_failed: { 'zh-CN': '抓拍失败，请稍后重试', 'en-US': 'Snapshot failed. Please try again later.' },
  capture_ok: { 'zh-CN': '抓拍成功', 'en-US': 'Snapshot taken' },
});
