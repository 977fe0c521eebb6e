import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../hooks/use-online';
import { useOutbox } from '../../hooks/use-outbox';
import { PhoneNav } from './phone-nav';
import './phone-words';

// Plain elements and inline styles, no antd component: this frame is on the phone's first load
// (under 300 KB gzip, scripts/check-bundle.mjs), and antd's Tag, Badge and Typography brought
// their shared internals (~40 KB gzip) with them. A stylesheet of the phone pages would be listed
// beside their lazy import in the entry chunk, which /login's budget counts. One column, no fixed
// widths, so 390 px never scrolls sideways; links at least 48 px high.
export const PHONE_PRIMARY = '#0958d9';
export const PHONE_SECONDARY_TEXT = 'rgba(0, 0, 0, 0.65)';
const TAG: CSSProperties = { display: 'inline-block', padding: '0 7px', borderRadius: 4, border: '1px solid', fontSize: 14, lineHeight: '22px' };
const STYLE: Record<string, CSSProperties> = {
  shell: { minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#f5f5f5', overflowX: 'hidden', color: 'rgba(0, 0, 0, 0.88)', fontSize: 14 },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, padding: '12px 16px', background: '#fff', borderBottom: '1px solid #f0f0f0' },
  title: { margin: 0, fontSize: 20, fontWeight: 600, lineHeight: 1.4, minWidth: 0, overflowWrap: 'anywhere' },
  status: { display: 'flex', alignItems: 'center', gap: 8, flexShrink: 0 },
  main: { flex: 1, padding: '12px 12px 80px', display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 },
  // The darkest shades of antd's green and red tags: their usual text is below WCAG AA on the tint (axe).
  online: { ...TAG, color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  offline: { ...TAG, color: '#820014', background: '#fff1f0', borderColor: '#ffa39e' },
  queued: { minWidth: 22, height: 22, padding: '0 6px', borderRadius: 11, background: '#ad4e00', color: '#fff', fontSize: 13, lineHeight: '22px', textAlign: 'center' },
};

/**
 * The frame of a phone page (390 px and up): its title, whether the phone is online, how many
 * entries wait to be sent, and the phone navigation at the foot (phone-nav.tsx). Pages whose inputs need antd's
 * <App> context use PhoneShell, which wraps this.
 */
export function PhoneFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const online = useOnline();
  const { entries } = useOutbox();
  const waiting = entries.filter((e) => e.state === 'pending').length;
  return (
    <div style={STYLE.shell}>
      <header style={STYLE.header}>
        <h1 style={STYLE.title}>{title}</h1>
        <span style={STYLE.status}>
          {waiting > 0 && (
            <span style={STYLE.queued} title={t('phone.queued', { count: waiting })} aria-label={t('phone.queued', { count: waiting })} data-testid="phone-queued">
              {waiting}
            </span>
          )}
          <span style={online ? STYLE.online : STYLE.offline} data-testid="phone-connection">
            {online ? t('phone.online') : t('phone.offline')}
          </span>
        </span>
      </header>
      <main style={STYLE.main}>{children}</main>
      <PhoneNav />
    </div>
  );
}
