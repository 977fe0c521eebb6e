import { registerMessages } from '../i18n/messages';

registerMessages({
  session_locked: {
    'zh-CN': '屏幕已锁定，请输入密码解锁',
    'en-US': 'The screen is locked. Enter your password to unlock it.',
  },
});
