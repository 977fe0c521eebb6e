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
  camera_rtsp_url_invalid: {
    'zh-CN': 'RTSP 地址须以 rtsp:// 或 rtsps:// 开头并包含主机地址，不能有空格或控制字符（最多 512 个字符）',
    'en-US': 'An RTSP address begins with rtsp:// or rtsps:// and names a host, with no spaces or control characters (at most 512 characters)',
  },
  camera_rtsp_url_login: {
    'zh-CN': '地址中不要包含用户名和密码，请填写在用户名、密码栏中',
    'en-US': 'Leave the user name and password out of the address and put them in their own fields',
  },
  camera_onvif_url_invalid: {
    'zh-CN': 'ONVIF 地址须以 http:// 或 https:// 开头并包含主机地址，不能有空格（最多 256 个字符）',
    'en-US': 'An ONVIF address begins with http:// or https:// and names a host, with no spaces (at most 256 characters)',
  },
  camera_login_invalid: {
    'zh-CN': '用户名和密码不能包含控制字符（最多 128 个字符）',
    'en-US': 'A user name or password holds no control characters (at most 128 characters)',
  },
  camera_rtsp_required: {
    'zh-CN': 'RTSP 摄像头需要填写 RTSP 地址或 ONVIF 地址',
    'en-US': 'An RTSP camera needs its RTSP address or its ONVIF address',
  },
  camera_onvif_stream_invalid: {
    'zh-CN': '摄像头通过 ONVIF 报告的视频地址不是 RTSP 地址，请直接填写 RTSP 地址',
    'en-US': 'The stream address the camera reported over ONVIF is not an RTSP address; enter the RTSP address yourself',
  },
  camera_ptz_unsupported: {
    'zh-CN': '该摄像头未配置云台控制（需要 ONVIF 地址）',
    'en-US': 'This camera has no pan/tilt/zoom control set up (it needs an ONVIF address)',
  },
  camera_presets_unsupported: {
    'zh-CN': '只有配置了 ONVIF 的 RTSP 摄像头支持预置位',
    'en-US': 'Presets are available only on RTSP cameras with an ONVIF address',
  },
});
