import type { AliyunSmsSettings } from '../provider-config';
import { chooseTemplate, templateValues } from '../templates';
import type { NotifyChannel } from '../types';
import { callAliyun } from './aliyun-rpc';
import { providerChannel } from './provider-channel';

/** Aliyun's limit for one variable of a notification template, in characters. */
export const ALIYUN_VARIABLE_MAX = 35;

/**
 * Aliyun SMS (dysmsapi SendSms, 2017-05-25): the language's TemplateCode, TemplateParam
 * {"title","detail"}; delivered when Aliyun answers OK with a BizId.
 */
export function aliyunSmsChannel(settings: AliyunSmsSettings): NotifyChannel {
  return providerChannel('aliyun', (message) => {
    const template = chooseTemplate(settings.templates, message, settings.language);
    return callAliyun({
      endpoint: settings.endpoint, accessKeyId: settings.accessKeyId, accessKeySecret: settings.accessKeySecret,
      action: 'SendSms', version: '2017-05-25', idField: 'BizId',
      params: {
        PhoneNumbers: message.to.trim(), SignName: settings.signName, TemplateCode: template.code,
        TemplateParam: JSON.stringify(templateValues(message, template.language, ALIYUN_VARIABLE_MAX)),
      },
    });
  }, settings.retry);
}
