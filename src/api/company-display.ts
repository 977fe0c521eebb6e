import { SITE_CONFIG_ENDPOINTS, type LoginDisplay } from '../../shared/contract/api/site-config';
import { call } from './call';

/** Public: a company's login background and logo addresses, for /login?company=<id>. */
export type { LoginDisplay };

export function loginDisplay(company: number) {
  return call(SITE_CONFIG_ENDPOINTS.loginDisplay, { query: { company } });
}
