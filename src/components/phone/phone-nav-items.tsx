import type { ComponentType } from 'react';
import { AlertOutlined, DashboardOutlined, DesktopOutlined, ExperimentOutlined, EyeOutlined, FileTextOutlined, GoldOutlined, InboxOutlined, LineChartOutlined, RestOutlined, SwapOutlined, VideoCameraOutlined } from '@ant-design/icons';
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
  { path: '/m/camera', label: { zh: '摄像头', en: 'Camera' }, icon: VideoCameraOutlined, console: '/diagnose/monitor-video' },
  { path: '/home', label: { zh: '控制台', en: 'Console' }, icon: DesktopOutlined },
];

/** The code of a console page, as the route manifest's cataloguePage reads it (a group's page may be listed at <path>/index). */
export const consoleCode = (path: string): string | undefined => (ACCESS_BY_PATH.get(`${path}/index`) ?? ACCESS_BY_PATH.get(path))?.code;

/** The pages this user may open: a phone page takes its console page's code, which the router checks too. */
export function useOpenable(): PhoneNavItem[] {
  const codes = useSessionStore((s) => s.codes);
  return PHONE_NAV.filter((item) => {
    const code = item.console === undefined ? undefined : consoleCode(item.console);
    return code === undefined || codes.includes(code);
  });
}

/** An entry's icon, hidden from screen readers: the link's name is its label alone. */
export function Icon({ of }: { of: PhoneNavItem }) {
  return (
    <span aria-hidden="true">
      <of.icon />
    </span>
  );
}

