import type { RequestScope } from '../../auth/request-scope';
import { ConfigError } from '../../config';
import { AppError, badRequest, forbidden, notFound } from '../../http/app-error';
import { hasMessage } from '../../i18n/messages';
import { codeToOpenid, getAccessToken, readWxminiConfig, sendSubscribeMessage, WxminiError, type WxminiConfig } from '../notifications';
import type { AccessToken, Binding, SendMessageBody, SendMessageResult } from '../../../shared/contract/api/wxmini';
import * as repo from './repository';
import './messages';

/** The settings, or 503 "not configured" (and 503 naming the fault for a half-made configuration). */
function configured(): WxminiConfig {
  let config: WxminiConfig | null;
  try {
    config = readWxminiConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new AppError(503, 'wxmini_config_invalid', { detail: error.message });
    throw error;
  }
  if (!config) throw new AppError(503, 'wxmini_not_configured');
  return config;
}

/** WeChat's refusal as 502 with its errcode explained in the caller's language. */
async function callWechat<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof WxminiError)) throw error;
    const key = hasMessage(`wxmini_error_${error.errcode}`) ? `wxmini_error_${error.errcode}` : 'wxmini_error_other';
    throw new AppError(502, key, { code: error.errcode, errmsg: error.errmsg });
  }
}

/**
 * The mini-program's access token, for the platform administrator only: it speaks for the whole
 * mini-program, every company's users included.
 */
export async function accessToken(scope: RequestScope): Promise<AccessToken> {
  if (!scope.isAdmin) throw forbidden('wxmini_admin_only');
  const config = configured();
  return callWechat(() => getAccessToken(config));
}

/** A subscribe message to a user the caller sees who bound the mini-program. */
export async function sendMessage(scope: RequestScope, body: SendMessageBody): Promise<SendMessageResult> {
  const config = configured();
  const templateId = body.template_id ?? config.templateId;
  if (!templateId) throw badRequest('wxmini_template_required');
  const target = await repo.visibleUserBinding(scope.db, body.user_id, scope.whereUserVisible('users.id'));
  if (!target) throw notFound('wxmini_user_not_found');
  if (!target.openid) throw new AppError(409, 'wxmini_not_bound');
  const openid = target.openid;
  return callWechat(() => sendSubscribeMessage(config, { touser: openid, template_id: templateId, page: body.page ?? config.page, data: body.data }, scope.lang === 'en-US' ? 'en_US' : 'zh_CN'));
}

/** Binds the caller to the openid behind a wx.login code from the mini-program. */
export async function bind(scope: RequestScope, code: string): Promise<Binding> {
  const config = configured();
  const openid = await callWechat(() => codeToOpenid(config, code));
  const row = await repo.bind(scope.db, scope.user.id, scope.ownCompany, openid);
  return { bound: true, bound_at: new Date(row.bound_at).toISOString() };
}

export async function unbind(scope: RequestScope): Promise<Binding> {
  await repo.unbind(scope.db, scope.user.id);
  return { bound: false, bound_at: null };
}
