import { describe, expect, it } from 'vitest';
import { chooseTemplate, templateValues } from './templates';

const rule = { title: '规则触发：1号塘 / Rule fired: pond 1', body: '溶解氧 3.2 低于 4\nDissolved oxygen 3.2 below 4' };

describe('templates in both languages', () => {
  it("fills each language's template with that language's half of a bilingual notice", () => {
    expect(templateValues(rule, 'zh-CN', 35)).toEqual({ title: '规则触发：1号塘', detail: '溶解氧 3.2 低于 4' });
    expect(templateValues(rule, 'en-US', 35)).toEqual({ title: 'Rule fired: pond 1', detail: 'Dissolved oxygen 3.2 below 4' });
  });

  it("an action's own message comes first, and a text in one language serves both", () => {
    const own = { title: 'Pond 1', body: '1号塘溶解氧过低\n\n溶解氧 3.2 低于 4\nDissolved oxygen 3.2 below 4' };
    expect(templateValues(own, 'zh-CN', 35)).toEqual({ title: 'Pond 1', detail: '1号塘溶解氧过低' });
    expect(templateValues(own, 'en-US', 35).detail).toBe('Dissolved oxygen 3.2 below 4');
    expect(templateValues({ title: '', body: '' }, 'zh-CN', 35)).toEqual({ title: '-', detail: '-' });
  });

  it("cuts a value to the provider's limit for one variable, counting characters, not bytes", () => {
    expect(Array.from(templateValues({ title: '很'.repeat(50), body: 'x' }, 'zh-CN', 20).title)).toHaveLength(20);
  });

  it("picks the recipient's language, else the default, else the one configured", () => {
    const both = { 'zh-CN': 'SMS_ZH', 'en-US': 'SMS_EN' };
    expect(chooseTemplate(both, { language: 'en-US' }, 'zh-CN')).toEqual({ language: 'en-US', code: 'SMS_EN' });
    expect(chooseTemplate(both, {}, 'zh-CN')).toEqual({ language: 'zh-CN', code: 'SMS_ZH' });
    expect(chooseTemplate({ 'en-US': 'SMS_EN' }, { language: 'zh-CN' }, 'zh-CN')).toEqual({ language: 'en-US', code: 'SMS_EN' });
  });
});
