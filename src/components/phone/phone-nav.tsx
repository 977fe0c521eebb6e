import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { AppstoreOutlined } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Icon, useOpenable } from './phone-nav-items';
import { NAV_ACTIVE, NAV_WORDS } from './phone-nav-style';

// antd's Drawer (and its motion and portal) only once "More" is pressed: the bar is on the
// phone's first load, which scripts/check-bundle.mjs holds under 300 KB gzip.
const PhoneNavDrawer = lazy(() => import('./phone-nav-drawer'));

const STYLE: Record<string, CSSProperties> = {
  bar: { position: 'fixed', left: 0, right: 0, bottom: 0, display: 'flex', background: '#fff', borderTop: '1px solid #f0f0f0', zIndex: 10 },
  link: { flex: 1, minWidth: 0, minHeight: 56, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, fontSize: 14, color: '#1f1f1f', overflowWrap: 'anywhere', textAlign: 'center' },
  more: { flex: 1, minWidth: 0, minHeight: 56, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, fontSize: 14, color: '#1f1f1f', background: 'none', border: 0, padding: 0, font: 'inherit', cursor: 'pointer' },
};

/**
 * The phone pages' navigation: a bar of big links at the foot, and "More" opening the list of
 * every phone page (a drawer: focus moves into it, Escape closes it, each line a link).
 */
export function PhoneNav() {
  const { i18n } = useTranslation();
  const zh = i18n.language.startsWith('zh');
  const say = (text: { zh: string; en: string }) => (zh ? text.zh : text.en);
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const items = useOpenable();
  return (
    <nav style={STYLE.bar} aria-label={say(NAV_WORDS.label)}>
      {items
        .filter((item) => item.bar)
        .map((item) => (
          <Link key={item.path} to={item.path} style={STYLE.link} activeProps={{ style: { ...STYLE.link, ...NAV_ACTIVE } }} activeOptions={{ exact: true }}>
            <Icon of={item} />
            {say(item.label)}
          </Link>
        ))}
      <button
        type="button"
        style={STYLE.more}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        aria-expanded={open}
        aria-haspopup="dialog"
        data-testid="phone-nav-more"
      >
        <span aria-hidden="true">
          <AppstoreOutlined />
        </span>
        {say(NAV_WORDS.more)}
      </button>
      {asked && (
        <Suspense fallback={null}>
          <PhoneNavDrawer open={open} onClose={() => setOpen(false)} items={items} say={say} />
        </Suspense>
      )}
    </nav>
  );
}
