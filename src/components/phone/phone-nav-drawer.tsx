import type { CSSProperties } from 'react';
import { Drawer } from 'antd';
import { Link } from '@tanstack/react-router';
import { Icon, type PhoneNavItem } from './phone-nav-items';
import { NAV_ACTIVE, NAV_WORDS } from './phone-nav-style';

const STYLE: Record<string, CSSProperties> = {
  list: { listStyle: 'none', margin: 0, padding: 0 },
  row: { display: 'flex', alignItems: 'center', gap: 12, minHeight: 48, padding: '0 8px', fontSize: 16, color: '#1f1f1f' },
};

interface Props {
  open: boolean;
  onClose: () => void;
  items: readonly PhoneNavItem[];
  say: (text: { zh: string; en: string }) => string;
}

/** "More": every phone page this user may open, the one shown marked as current. Loaded when first asked for (phone-nav.tsx). */
export default function PhoneNavDrawer({ open, onClose, items, say }: Props) {
  return (
    <Drawer open={open} onClose={onClose} placement="bottom" size="auto" title={say(NAV_WORDS.all)} data-testid="phone-nav-all">
      <ul style={STYLE.list}>
        {items.map((item) => (
          <li key={item.path}>
            <Link to={item.path} style={STYLE.row} activeProps={{ style: { ...STYLE.row, ...NAV_ACTIVE }, 'aria-current': 'page' }} activeOptions={{ exact: true }} onClick={onClose}>
              <Icon of={item} />
              {say(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </Drawer>
  );
}
