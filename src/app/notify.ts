import { i18next } from '../i18n';

type Notifier = (text: string) => void;

let showError: Notifier | null = null;
const queued: string[] = [];

/**
 * The main layout hands over antd's context-aware message API once it has mounted; messages raised
 * before that (a guard refusing the very first navigation) wait for it. Returns the uninstaller.
 */
export function setErrorNotifier(notifier: Notifier): () => void {
  showError = notifier;
  for (const text of queued.splice(0)) notifier(text);
  return () => {
    if (showError === notifier) showError = null;
  };
}

function notifyError(text: string): void {
  if (showError) showError(text);
  else queued.push(text);
}

/** Spec section 8: a big screen without code 11 says "暂无权限！" and stays put. */
export function notifyNoPermission(): void {
  notifyError(i18next.t('common.noPermission'));
}
