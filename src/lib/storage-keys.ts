/** Names the spec gives to what the console keeps in the browser (spec section 3, "Stored locally"). */
export const LOCAL_KEYS = {
  language: 'languageSet',
  theme: 'theme',
  tabs: 'pageOpenedList',
  jumpUrl: 'jumpurl',
  /** Account name only, for "remember password"; the password is never stored. */
  rememberedAccount: 'rememberAccount',
  /** The avatar's address (spec section 3: avatorImgPath), so the header draws it before any call. */
  avatar: 'avatorImgPath',
} as const;

export const SESSION_KEYS = {
  deviceList: 'deviceList',
  iccidAlarmList: 'iccidAlarmList',
  readMessages: 'readMessageIds',
} as const;

export const COOKIE_NAMES = {
  user: 'user',
  access: 'access',
  locking: 'locking',
  lastPageName: 'last_page_name',
  /** Set when the user chose "remember password", so cookies refreshed later keep the long life. */
  remember: 'user_remember',
} as const;
