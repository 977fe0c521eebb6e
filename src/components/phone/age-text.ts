import type { TFunction } from 'i18next';

/** "5 min", "2 h": how long ago `then` was, in the phone's words. */
export function ageText(t: TFunction, then: number, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  if (seconds < 60) return t('phone.age.seconds', { n: seconds });
  if (seconds < 3600) return t('phone.age.minutes', { n: Math.floor(seconds / 60) });
  if (seconds < 86_400) return t('phone.age.hours', { n: Math.floor(seconds / 3600) });
  return t('phone.age.days', { n: Math.floor(seconds / 86_400) });
}
