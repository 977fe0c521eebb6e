import type { AliyunVoiceSettings } from '../provider-config';
import { chooseTemplate, templateValues } from '../templates';
import type { NotifyChannel } from '../types';
import { callAliyun } from './aliyun-rpc';
import { ALIYUN_VARIABLE_MAX } from './aliyun-sms';
import { providerChannel } from './provider-channel';

/** A call reads its text this many times (a sleeper hears the second). */
const PLAY_TIMES = 2;

/**
 * Aliyun voice (dyvmsapi SingleCallByTts, 2017-05-25): a call reading the language's TTS template
 * with TtsParam {"title","detail"}; placed when Aliyun answers OK with a CallId.
 */
export function aliyunVoiceChannel(settings: AliyunVoiceSettings): NotifyChannel {
  return providerChannel('aliyun', (message) => {
    const template = chooseTemplate(settings.templates, message, settings.language);
    return callAliyun({
      endpoint: settings.endpoint, accessKeyId: settings.accessKeyId, accessKeySecret: settings.accessKeySecret,
      action: 'SingleCallByTts', version: '2017-05-25', idField: 'CallId',
      params: {
        CalledNumber: message.to.trim(), TtsCode: template.code, PlayTimes: String(PLAY_TIMES),
        TtsParam: JSON.stringify(templateValues(message, template.language, ALIYUN_VARIABLE_MAX)),
        ...(settings.showNumber ? { CalledShowNumber: settings.showNumber } : {}),
      },
    });
  }, settings.retry);
}
