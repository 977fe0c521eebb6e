import { registerMessages } from '../../../i18n/messages';

registerMessages({
  snapshot_not_found: { 'zh-CN': '图片不存在或已删除', 'en-US': 'The image does not exist or was deleted' },
  snapshot_deleted: { 'zh-CN': '删除成功', 'en-US': 'Deleted' },
  snapshot_published: { 'zh-CN': '发布成功', 'en-US': 'Published' },
  snapshot_unpublished: { 'zh-CN': '已取消发布', 'en-US': 'Publication withdrawn' },
  snapshot_time_invalid: { 'zh-CN': '时间 {field} 格式不正确', 'en-US': 'Time {field} is not a valid date/time' },
  snapshot_device_mismatch: {
    'zh-CN': '该设备与摄像头不属于同一企业',
    'en-US': 'The device and the camera belong to different companies',
  },
});
