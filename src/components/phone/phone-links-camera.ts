import { registerTranslations } from '../../i18n';

/**
 * The camera page's entry in the phone's bar of links (issue 37). Kept apart from the bar's own
 * list (phone-nav.tsx, made beside this) so the two can be joined without either file's edits
 * colliding; its words are registered here, with the link.
 */
registerTranslations({
  'zh-CN': { phone: { nav: { camera: '摄像头' } } },
  'en-US': { phone: { nav: { camera: 'Camera' } } },
});

export interface PhoneLink {
  path: '/m' | '/m/feed' | '/m/camera' | '/home';
  /** i18n key of the link's name. */
  key: string;
}

export const PHONE_CAMERA_LINKS: readonly PhoneLink[] = [{ path: '/m/camera', key: 'phone.nav.camera' }];
