import type { CSSProperties, ReactNode } from 'react';
import { App, Badge, ConfigProvider, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../hooks/use-online';
import { useOutbox } from '../../hooks/use-outbox';
import { PhoneNav } from './phone-nav';
import './phone-words';

// Styles inline rather than a stylesheet: a CSS file of the phone pages would be listed beside
// their lazy import in the entry chunk, which /login's bundle budget counts. One column, no fixed
// widths, so 390 px never scrolls sideways; links and buttons at least 48 px high.
const PRIMARY = '#0958d9';
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.65)';
const STYLE: Record<string, CSSProperties> = {
  shell: { minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#f5f5f5', overflowX: 'hidden' },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, padding: '12px 16px', background: '#fff', borderBottom: '1px solid #f0f0f0' },
  title: { margin: 0, fontSize: 20, minWidth: 0, overflowWrap: 'anywhere' },
  status: { display: 'flex', alignItems: 'center', gap: 8, flexShrink: 0 },
  main: { flex: 1, padding: '12px 12px 80px', display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 },
  // antd's green and red tags' text is below WCAG AA on their tint (axe, issue 37): their darkest shades instead.
  online: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f', fontSize: 14 },
  offline: { color: '#820014', background: '#fff1f0', borderColor: '#ffa39e', fontSize: 14 },
};

/**
 * The frame of a phone page (390 px and up): its title, whether the phone is online, how many
 * entries wait to be sent, and the phone navigation at the foot (phone-nav.tsx).
 */
export function PhoneShell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const online = useOnline();
  const { entries } = useOutbox();
  const waiting = entries.filter((e) => e.state === 'pending').length;
  return (
    // antd's <App> for the context-aware messages the shared inputs use (the main layout has its own);
    // a darker primary and secondary text, which meet WCAG AA in the sun at the pond (axe: antd's #1677ff
    // under white text and its 45 % grey on white do not).
    <ConfigProvider theme={{ token: { colorPrimary: PRIMARY, colorTextDescription: SECONDARY_TEXT, colorTextSecondary: SECONDARY_TEXT } }}>
      <App style={STYLE.shell}>
        <header style={STYLE.header}>
          <Typography.Title level={1} style={STYLE.title}>
            {title}
          </Typography.Title>
          <span style={STYLE.status}>
            {waiting > 0 && <Badge count={waiting} color="#ad4e00" title={t('phone.queued', { count: waiting })} data-testid="phone-queued" />}
            <Tag style={online ? STYLE.online : STYLE.offline} data-testid="phone-connection">
              {online ? t('phone.online') : t('phone.offline')}
            </Tag>
          </span>
        </header>
        <main style={STYLE.main}>{children}</main>
        <PhoneNav />
      </App>
    </ConfigProvider>
  );
}
