import { holdsCode } from './guards';
import { HOME_PATH, REALTIME_PATH, routeByName, routeByPath } from './route-manifest';
import { accessCodes } from '../lib/cookies';
import type { ShellContext } from '../lib/shell-context';

/**
 * The initial page after login: real-time data when that page is in the manifest and the user
 * holds its code (spec: "the initial tab is real-time data"), otherwise home. It switches on its
 * own once the real-time issue adds its entry.
 */
export function landingPath(codes: readonly string[] = accessCodes()): string {
  const realtime = routeByPath(REALTIME_PATH);
  if (realtime && (!realtime.access || holdsCode(codes, realtime.access))) return REALTIME_PATH;
  return HOME_PATH;
}

export const shellContext: ShellContext = {
  landingPath: () => landingPath(),
  pathOfName: (name) => routeByName(name)?.path,
};
