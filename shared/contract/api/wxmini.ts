import { Type, type Static } from 'typebox';
import { endpoint } from '../endpoint';
import { Id } from '../schema-bounds';

/**
 * WeChat's own bounds: a template id and an openid are short tokens; a page is a mini-program
 * path with its query; a template has a handful of keys and each value is at most a few dozen
 * characters (thing: 20, number / letter / character_string: 32).
 */
export const WXMINI_LIMITS = { templateId: 128, page: 256, keys: 10, key: 32, value: 64, code: 128 } as const;

const TEMPLATE_KEY = '^[a-z_]+[0-9]*$';

/** GET /wxmini/getAccessToken: the cached token and the seconds it has left. */
export const AccessTokenSchema = Type.Object({
  access_token: Type.String(),
  expires_in: Type.Integer({ description: 'seconds the token stays valid (renewed five minutes before it expires)' }),
});
export type AccessToken = Static<typeof AccessTokenSchema>;

/** POST /wxmini/sendMessage: a subscribe message to a user of the caller's companies who bound the mini-program. */
export const SendMessageBodySchema = Type.Object(
  {
    user_id: Id({ description: 'the receiving user; its bound openid becomes WeChat\'s touser' }),
    template_id: Type.Optional(Type.String({ minLength: 1, maxLength: WXMINI_LIMITS.templateId, pattern: '^[A-Za-z0-9_-]+$', description: 'WXMINI_TEMPLATE_ID when left out' })),
    page: Type.Optional(Type.String({ minLength: 1, maxLength: WXMINI_LIMITS.page, pattern: '^[^\\s]+$', description: 'mini-program page, e.g. index?foo=bar' })),
    // propertyNames rather than a Record's patternProperties: a bad key is refused, not silently stripped.
    data: Type.Unsafe<Record<string, { value: string }>>({
      type: 'object',
      propertyNames: { type: 'string', pattern: TEMPLATE_KEY, maxLength: WXMINI_LIMITS.key },
      additionalProperties: Type.Object({ value: Type.String({ minLength: 1, maxLength: WXMINI_LIMITS.value }) }, { additionalProperties: false }),
      minProperties: 1,
      maxProperties: WXMINI_LIMITS.keys,
      description: 'template values, { thing1: { value: "..." } }',
    }),
  },
  { additionalProperties: false },
);
export type SendMessageBody = Static<typeof SendMessageBodySchema>;

export const SendMessageResultSchema = Type.Object({
  msgid: Type.Union([Type.String(), Type.Null()], { description: "WeChat's message id (as text: it exceeds a JSON number's exact range)" }),
});
export type SendMessageResult = Static<typeof SendMessageResultSchema>;

/** POST /wxmini/bind: the code of wx.login in the mini-program, exchanged for the caller's openid. */
export const BindBodySchema = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: WXMINI_LIMITS.code, pattern: '^[A-Za-z0-9_-]+$' }) },
  { additionalProperties: false },
);
export type BindBody = Static<typeof BindBodySchema>;

export const BindingSchema = Type.Object({
  bound: Type.Boolean(),
  bound_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type Binding = Static<typeof BindingSchema>;

/**
 * The WeChat mini-program: its token (the platform administrator, 9001), a subscribe message to a
 * bound user (linkage rules' notices, 8002), and the caller's own binding, which the mini-program
 * calls with the user's session.
 */
export const WXMINI_ENDPOINTS = {
  accessToken: endpoint({ method: 'GET', path: '/wxmini/getAccessToken', data: AccessTokenSchema, access: 'wxminiToken' }),
  sendMessage: endpoint({ method: 'POST', path: '/wxmini/sendMessage', body: SendMessageBodySchema, data: SendMessageResultSchema, access: 'wxminiSend' }),
  bind: endpoint({ method: 'POST', path: '/wxmini/bind', body: BindBodySchema, data: BindingSchema, access: 'session' }),
  unbind: endpoint({ method: 'POST', path: '/wxmini/unbind', body: Type.Optional(Type.Object({}, { additionalProperties: false })), data: BindingSchema, access: 'session' }),
};
