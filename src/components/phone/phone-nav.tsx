import { useState, type ComponentType, type CSSProperties } from 'react';
import { Button, Drawer } from 'antd';
import { AlertOutlined, AppstoreOutlined, DashboardOutlined, DesktopOutlined, ExperimentOutlined, EyeOutlined, FileTextOutlined, GoldOutlined, InboxOutlined, LineChartOutlined, RestOutlined, SwapOutlined } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ACCESS_BY_PATH } from '../../../shared/contract/access-catalogue';
import { useSessionStore } from '../../stores/session-store';

export interface PhoneNavItem {
  path: string;
  label: { zh: string; en: string };
  icon: ComponentType;
  /** The console page whose access code the phone page takes (as its route does): shown only to who holds it. */
  console?: string;
  /** Shown in the bar at the foot (at most three, with "More"); every item is in the "More" list. */
  bar?: boolean;
}

/**
 * Every phone page, in the order the "More" list shows them. Other phone pages add themselves here
 * (issue 37). The console is last: the way back to the control-room layout.
 */
export const PHONE_NAV: PhoneNavItem[] = [
  { path: '/m', label: { zh: '塘口', en: 'Ponds' }, icon: DashboardOutlined, bar: true, console: '/analysis/realtime' },
  { path: '/m/alarms', label: { zh: '报警', en: 'Alarms' }, icon: AlertOutlined, bar: true, console: '/home' },
  { path: '/m/feed', label: { zh: '投喂', en: 'Feeding' }, icon: RestOutlined, bar: true, console: '/production/feedfodder' },
  { path: '/m/seeding', label: { zh: '投苗', en: 'Seedlings' }, icon: GoldOutlined, console: '/production/feed' },
  { path: '/m/patrol', label: { zh: '巡塘', en: 'Patrol' }, icon: EyeOutlined, console: '/production/patrol' },
  { path: '/m/water-change', label: { zh: '换水', en: 'Water change' }, icon: SwapOutlined, console: '/production/change-water' },
  { path: '/m/sampling', label: { zh: '抽样', en: 'Sampling' }, icon: LineChartOutlined, console: '/production/sampling' },
  { path: '/m/water-test', label: { zh: '水质检测', en: 'Water testing' }, icon: ExperimentOutlined, console: '/production/water-testing' },
  { path: '/m/farm-log', label: { zh: '农机维护日志', en: 'Farm machinery log' }, icon: FileTextOutlined, console: '/production/farm-log' },
  { path: '/m/fodder-stock', label: { zh: '饲料出入库', en: 'Fodder in and out' }, icon: InboxOutlined, console: '/warehousing/fodder' },
  { path: '/home', label: { zh: '控制台', en: 'Console' }, icon: DesktopOutlined },
];

const WORDS = { label: { zh: '手机端导航', en: 'Phone pages' }, more: { zh: '更多', en: 'More' }, all: { zh: '全部页面', en: 'All pages' } };

const STYLE: Record<string, CSSProperties> = {
  bar: { position: 'fixed', left: 0, right: 0, bottom: 0, display: 'flex', background: '#fff', borderTop: '1px solid #f0f0f0', zIndex: 10 },
  link: { flex: 1, minWidth: 0, minHeight: 56, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, fontSize: 14, color: '#1f1f1f', overflowWrap: 'anywhere', textAlign: 'center' },
  active: { color: '#0958d9', fontWeight: 600 },
  more: { flex: 1, minWidth: 0, height: 'auto', minHeight: 56, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, fontSize: 14, borderRadius: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  row: { display: 'flex', alignItems: 'center', gap: 12, minHeight: 48, padding: '0 8px', fontSize: 16, color: '#1f1f1f' },
};

/** An entry's icon, hidden from screen readers: the link's name is its label alone. */
function Icon({ of }: { of: PhoneNavItem }) {
  return (
    <span aria-hidden="true">
      <of.icon />
    </span>
  );
}

/** The code of a console page, as the route manifest's cataloguePage reads it (a group's page may be listed at <path>/index). */
export const consoleCode = (path: string): string | undefined => (ACCESS_BY_PATH.get(`${path}/index`) ?? ACCESS_BY_PATH.get(path))?.code;

/** The pages this user may open: a phone page takes its console page's code, which the router checks too. */
function useOpenable(): PhoneNavItem[] {
  const codes = useSessionStore((s) => s.codes);
  return PHONE_NAV.filter((item) => {
    const code = item.console === undefined ? undefined : consoleCode(item.console);
    return code === undefined || codes.includes(code);
  });
}

/**
 * The phone pages' navigation: a bar of big links at the foot, and "More" opening the list of
 * every phone page (a drawer: focus moves into it, Escape closes it, each line a link).
 */
export function PhoneNav() {
  const { i18n } = useTranslation();
  const zh = i18n.language.startsWith('zh');
  const say = (text: { zh: string; en: string }) => (zh ? text.zh : text.en);
  const [open, setOpen] = useState(false);
  const items = useOpenable();
  return (
    <nav style={STYLE.bar} aria-label={say(WORDS.label)}>
      {items
        .filter((item) => item.bar)
        .map((item) => (
          <Link key={item.path} to={item.path} style={STYLE.link} activeProps={{ style: { ...STYLE.link, ...STYLE.active } }} activeOptions={{ exact: true }}>
            <Icon of={item} />
            {say(item.label)}
          </Link>
        ))}
      <Button type="text" style={STYLE.more} onClick={() => setOpen(true)} aria-expanded={open} aria-haspopup="dialog" data-testid="phone-nav-more">
        <span aria-hidden="true">
          <AppstoreOutlined />
        </span>
        {say(WORDS.more)}
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} placement="bottom" size="auto" title={say(WORDS.all)} data-testid="phone-nav-all">
        <ul style={STYLE.list}>
          {items.map((item) => (
            <li key={item.path}>
              <Link to={item.path} style={STYLE.row} activeProps={{ style: { ...STYLE.row, ...STYLE.active }, 'aria-current': 'page' }} activeOptions={{ exact: true }} onClick={() => setOpen(false)}>
                <Icon of={item} />
                {say(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </Drawer>
    </nav>
  );
}
