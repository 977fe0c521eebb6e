import type { LoginDisplay } from '../../shared/contract/api/site-config';
import { api } from './client';

/** Public: a company's login background and logo addresses, for /login?company=<id>. */
export type { LoginDisplay };

export function loginDisplay(company: number) {
  return api.get<LoginDisplay>('/site-config/company-display', { query: { company } });
}
