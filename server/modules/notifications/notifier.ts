import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { emailChannel } from './email-channel';
import { logChannel } from './log-channel';
import type { NotifyConfig } from './notify-config';
import { aliyunSmsChannel } from './providers/aliyun-sms';
import { aliyunVoiceChannel } from './providers/aliyun-voice';
import { tencentSmsChannel } from './providers/tencent-sms';
import type { NotifyChannel, NotifyChannelName } from './types';
import { webhookChannel } from './webhook-channel';
import { wxminiChannel } from './wxmini-channel';

export type Notifier = Record<NotifyChannelName, NotifyChannel> & {
  /** The message center itself (rule outputs and notices to users). */
  center: NotifyChannel;
  /** WeChat mini-program subscribe messages to an openid (WXMINI_* settings, read per send). */
  wxmini: NotifyChannel;
  close(): Promise<void>;
};

/** Builds every channel from the validated configuration. */
export function createNotifier(db: Kysely<DB>, config: NotifyConfig): Notifier {
  const build = (channel: NotifyChannelName): NotifyChannel => {
    const c = config[channel];
    if (c.provider === 'smtp') return emailChannel(c.url, c.from);
    if (c.provider === 'webhook') return webhookChannel(channel, c.url, c.token);
    if (c.provider === 'aliyun-sms') return aliyunSmsChannel(c.settings);
    if (c.provider === 'aliyun-voice') return aliyunVoiceChannel(c.settings);
    if (c.provider === 'tencent-sms') return tencentSmsChannel(c.settings);
    return logChannel(db, channel);
  };
  const channels = { email: build('email'), sms: build('sms'), phone: build('phone'), wechat: build('wechat') };
  return {
    ...channels,
    center: logChannel(db, 'rule'),
    wxmini: wxminiChannel(),
    async close() {
      await Promise.all(Object.values(channels).map((c) => c.close?.()));
    },
  };
}
