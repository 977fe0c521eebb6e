import { registerTranslations } from '../../../i18n';

registerTranslations({
  'zh-CN': {
    loginBgc: {
      title: '企业展示',
      company: '企业',
      bg: '登录背景',
      logo: '标志',
      none: '未设置（使用默认）',
      upload: '上传',
      replace: '更换',
      remove: '移除',
      removeConfirm: '确定移除该图片吗？',
      uploaded: '上传成功',
      badType: '只支持 PNG、JPEG 或 WebP 图片',
      tooLarge: '图片不能超过 {{limit}} MB',
      openLogin: '查看登录页',
      hint: '登录页地址加上 <code>?company=</code> 和企业编号，即显示该企业的背景和标志。',
      empty: '暂无可设置的企业',
    },
  },
  'en-US': {
    loginBgc: {
      title: 'Company display',
      company: 'Company',
      bg: 'Login background',
      logo: 'Logo',
      none: 'Not set (default)',
      upload: 'Upload',
      replace: 'Replace',
      remove: 'Remove',
      removeConfirm: 'Remove this image?',
      uploaded: 'Uploaded',
      badType: 'Only PNG, JPEG or WebP images are accepted',
      tooLarge: 'The image must be at most {{limit}} MB',
      openLogin: 'Open login page',
      hint: 'The login page shows a company\'s background and logo when its address ends with <code>?company=</code> and the company id.',
      empty: 'No companies to set',
    },
  },
});
