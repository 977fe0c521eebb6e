import { i18next } from '../i18n';

type Notifier = (text: string) => void;

let showError: Notifier = () => {};

/** The root shell hands over antd's context-aware message API once it has mounted. */
export function setErrorNotifier(notifier: Notifier): void {
  showError = notifier;
}

/** Spec section 8: a big screen without code 11 says "暂无权限！" and stays put. */
export function notifyNoPermission(): void {
  showError(i18next.t('common.noPermission'));
}
