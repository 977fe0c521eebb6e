import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startWechatMiniDouble, type WechatMiniDouble } from '../helpers/wechat-mini-double';
import { codeToOpenid, getAccessToken, sendSubscribeMessage, WxminiError } from '../../server/modules/notifications';
import { forgetAccessTokens } from '../../server/modules/notifications/wxmini-client';
import { readWxminiConfig, type WxminiConfig } from '../../server/modules/notifications/wxmini-config';
import { templateData } from '../../server/modules/notifications/wxmini-channel';
import { ConfigError } from '../../server/config';

/**
 * The WeChat mini-program adapter against a local double that answers as WeChat documents: the
 * token cached and renewed five minutes before it expires, renewed once when WeChat refuses it,
 * and WeChat's errors surfaced with their errcode.
 */
let double: WechatMiniDouble;
const configFor = (overrides: Partial<WxminiConfig> = {}): WxminiConfig => ({
  baseUrl: double.origin,
  appid: double.appid,
  secret: double.secret,
  templateId: double.templateId,
  page: null,
  state: 'developer',
  fields: [{ key: 'thing1', source: 'title' }, { key: 'thing2', source: 'body' }, { key: 'time3', source: 'time' }],
  ...overrides,
});

beforeAll(async () => {
  double = await startWechatMiniDouble();
});
afterAll(async () => {
  await double?.close();
});
// Each case starts with no cached token, as a fresh process would.
beforeEach(() => forgetAccessTokens());

describe('readWxminiConfig', () => {
  it('is "not configured" without appid and secret, and refuses half a configuration or a bad value', () => {
    expect(readWxminiConfig({})).toBeNull();
    expect(() => readWxminiConfig({ WXMINI_APPID: 'wx1' })).toThrow(ConfigError);
    expect(() => readWxminiConfig({ WXMINI_APPID: 'wx1', WXMINI_SECRET: 's', WXMINI_STATE: 'beta' })).toThrow('WXMINI_STATE must be one of developer, trial, formal');
    expect(() => readWxminiConfig({ WXMINI_APPID: 'wx1', WXMINI_SECRET: 's', WXMINI_FIELDS: 'thing1:colour' })).toThrow('WXMINI_FIELDS');
    expect(() => readWxminiConfig({ WXMINI_APPID: 'wx1', WXMINI_SECRET: 's', WXMINI_BASE_URL: 'ftp://x' })).toThrow('WXMINI_BASE_URL');
    expect(readWxminiConfig({ WXMINI_APPID: 'wx1', WXMINI_SECRET: 's' })).toMatchObject({ baseUrl: 'https://api.weixin.qq.com', state: 'formal', templateId: null, page: null });
  });
});

describe('access token', () => {
  it('is fetched once and served from the cache while it has more than five minutes left', async () => {
    const config = configFor();
    const before = double.tokensIssued;
    const first = await getAccessToken(config);
    expect(first.expires_in).toBeGreaterThan(7100);
    const again = await getAccessToken(config);
    expect(again.access_token).toBe(first.access_token);
    expect(double.tokensIssued).toBe(before + 1);
  });

  it('concurrent callers share one request', async () => {
    const config = configFor();
    const before = double.tokensIssued;
    const tokens = await Promise.all([getAccessToken(config), getAccessToken(config), getAccessToken(config)]);
    expect(new Set(tokens.map((t) => t.access_token)).size).toBe(1);
    expect(double.tokensIssued).toBe(before + 1);
  });

  it('is renewed when less than five minutes are left, before WeChat would refuse it', async () => {
    const config = configFor();
    let clock = Date.now();
    const now = () => clock;
    const first = await getAccessToken(config, { now });
    clock += (7200 - 299) * 1000;
    const renewed = await getAccessToken(config, { now });
    expect(renewed.access_token).not.toBe(first.access_token);
    expect(renewed.expires_in).toBe(7200);
  });

  it("surfaces WeChat's refusal of a wrong appid or secret with its errcode", async () => {
    await expect(getAccessToken(configFor({ appid: 'wx-wrong' }))).rejects.toMatchObject({ errcode: 40013 });
    await expect(getAccessToken(configFor({ secret: 'wrong' }))).rejects.toMatchObject({ errcode: 40001 });
  });

  it('reports an unreachable host as such', async () => {
    const error = await getAccessToken(configFor({ baseUrl: 'http://127.0.0.1:1' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WxminiError);
    expect((error as WxminiError).errcode).toBe('unreachable');
  });
});

describe('subscribe message', () => {
  const data = { thing1: { value: '1号塘溶解氧过低' }, thing2: { value: '溶解氧 3.2 mg/L' }, time3: { value: '2026-11-25 12:00' } };

  it('sends {touser, template_id, page, data} with the token and answers the 64-bit msgid exactly', async () => {
    const config = configFor();
    const openid = 'o-adapter-ok';
    double.issueCode(openid);
    const result = await sendSubscribeMessage(config, { touser: openid, template_id: double.templateId, page: 'pages/alarm/alarm?id=1', data });
    expect(result.msgid).toMatch(/^19888108123243642\d\d$/);
    const sent = double.sends.at(-1)!;
    expect(sent).toMatchObject({ errcode: 0, body: { touser: openid, template_id: double.templateId, page: 'pages/alarm/alarm?id=1', data, miniprogram_state: 'developer', lang: 'zh_CN' } });
  });

  it.each(['expired', 'invalid'] as const)('renews a token WeChat calls %s once and sends again', async (how) => {
    const config = configFor();
    const openid = `o-adapter-${how}`;
    double.issueCode(openid);
    await getAccessToken(config);
    double.spoilTokens(how);
    const before = double.tokensIssued;
    const sendsBefore = double.sends.length;
    await expect(sendSubscribeMessage(config, { touser: openid, template_id: double.templateId, data })).resolves.toMatchObject({ msgid: expect.any(String) });
    expect(double.tokensIssued).toBe(before + 1);
    expect(double.sends.slice(sendsBefore).map((s) => s.errcode)).toEqual([how === 'expired' ? 42001 : 40001, 0]);
  });

  it.each([
    ['an unknown openid', 40003, { touser: 'o-nobody' }],
    ['an unknown template', 40037, { template_id: 'nope' }],
    ['a page the mini-program lacks', 41030, { page: 'pages/none' }],
    ['a thing value over 20 characters', 47003, { data: { ...data, thing1: { value: '一二三四五六七八九十一二三四五六七八九十一' } } }],
    ['a missing template value', 47003, { data: { thing1: data.thing1, time3: data.time3 } }],
  ])("answers WeChat's refusal of %s (errcode %s)", async (_case, errcode, change) => {
    const openid = 'o-adapter-refusals';
    double.issueCode(openid);
    const error = await sendSubscribeMessage(configFor(), { touser: openid, template_id: double.templateId, data, ...change }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WxminiError);
    expect((error as WxminiError).errcode).toBe(errcode);
  });

  it('answers 43101 when the user refused the template', async () => {
    const openid = 'o-adapter-refused';
    double.issueCode(openid);
    double.refuse(openid);
    await expect(sendSubscribeMessage(configFor(), { touser: openid, template_id: double.templateId, data })).rejects.toMatchObject({ errcode: 43101 });
  });

  it("fills a rule notice's template within WeChat's limits", () => {
    const filled = templateData(configFor(), { title: '1号塘溶解氧过低需要立即开启增氧机并通知值班员', body: '\nAW00001 溶解氧 3.2\nDevice AW00001' }, new Date('2026-11-25T04:00:00Z'));
    expect(Array.from(filled.thing1.value)).toHaveLength(20);
    expect(filled.thing1.value.endsWith('…')).toBe(true);
    expect(filled.thing2.value).toBe('AW00001 溶解氧 3.2');
    expect(filled.time3.value).toBe('2026-11-25 12:00');
  });
});

describe('jscode2session', () => {
  it('exchanges a wx.login code for its openid once; a used or made-up code is 40029', async () => {
    const code = double.issueCode('o-adapter-login');
    expect(await codeToOpenid(configFor(), code)).toBe('o-adapter-login');
    await expect(codeToOpenid(configFor(), code)).rejects.toMatchObject({ errcode: 40029 });
    await expect(codeToOpenid(configFor(), 'made-up')).rejects.toMatchObject({ errcode: 40029 });
  });
});
