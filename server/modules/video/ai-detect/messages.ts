import { registerMessages } from '../../../i18n/messages';

registerMessages({
  detect_camera_required: { 'zh-CN': '请指定摄像头（deviceSerial 或 id）', 'en-US': 'Name the camera (deviceSerial or id)' },
  detect_no_device: {
    'zh-CN': '该摄像头未绑定监测设备，无法保存识别结果',
    'en-US': 'The camera is not bound to a monitoring device, so results cannot be stored',
  },
  detect_started: { 'zh-CN': '识别已开始', 'en-US': 'Recognition started' },
  detect_stopped: { 'zh-CN': '识别已停止', 'en-US': 'Recognition stopped' },
  detect_not_running: { 'zh-CN': '该摄像头没有正在进行的识别', 'en-US': 'No recognition was running for this camera' },
});
