import { describe, expect, it } from 'vitest';
import {
  addTrigger,
  canRemove,
  changeTriggerType,
  DEFAULT_INTERVAL_S,
  emptyDraft,
  removeAt,
  timerAllowed,
  toRuleInput,
  validateDraft,
  type RuleDraft,
  type TriggerDraft,
} from './rule-form-model';
import { RULE_TEXT } from './rule-text';

const en = (key: string) => RULE_TEXT['en-US'].rule[key.replace(/^rule\./, '') as keyof (typeof RULE_TEXT)['en-US']['rule']];
const DO_LOW: TriggerDraft = { type: 'attribute', device_id: 'AW00001', param_key: 'do', operator: 'lt', value: 4, duration_s: 60 };

function validRule(): RuleDraft {
  return {
    ...emptyDraft(),
    name: 'DO low',
    triggers: [DO_LOW],
    actions: [{ type: 'email', contacts: [1] }, { type: 'device_output', device_id: 'AW00001', command: 'aerator_on', reply_command: 'ok' }],
  };
}

describe('rule editor constraints (spec section 5)', () => {
  it('starts with one trigger, one action and the default warning interval of 1800 s', () => {
    const draft = emptyDraft();
    expect(draft.triggers).toHaveLength(1);
    expect(draft.actions).toHaveLength(1);
    expect(draft.warning_interval_s).toBe(DEFAULT_INTERVAL_S);
    expect(DEFAULT_INTERVAL_S).toBe(1800);
  });

  it('refuses adding a trigger while one is not filled: "Triggers must be filled before adding"', () => {
    const refused = addTrigger(emptyDraft().triggers);
    expect(refused).toEqual({ ok: false, message: 'rule.fillTriggerFirst' });
    expect(en('rule.fillTriggerFirst')).toBe('Triggers must be filled before adding');
    const added = addTrigger([DO_LOW]);
    expect(added.ok && added.value).toHaveLength(2);
  });

  it('allows only one time trigger, whether added or switched to', () => {
    const withTimer: TriggerDraft[] = [DO_LOW, { type: 'timer', cron: '0 8 * * *' }];
    expect(addTrigger(withTimer, 'timer')).toEqual({ ok: false, message: 'rule.oneTimer' });
    expect(changeTriggerType([...withTimer, { type: 'event', event: 'all' }], 2, 'timer')).toEqual({ ok: false, message: 'rule.oneTimer' });
    expect(timerAllowed(withTimer, 0)).toBe(false);
    expect(timerAllowed(withTimer, 1)).toBe(true);
    expect(en('rule.oneTimer')).toBe('There may be only one time trigger');
    expect(validateDraft({ ...validRule(), triggers: [...withTimer, { type: 'timer', cron: '* * * * *' }] }).map((e) => e.message)).toContain('rule.oneTimer');
  });

  it('an unfinished or invalid timer counts as not filled', () => {
    expect(addTrigger([{ type: 'timer', cron: '61 * * * *' }]).ok).toBe(false);
    expect(addTrigger([{ type: 'timer', cron: '*/5 * * * *' }]).ok).toBe(true);
  });

  it('refuses deleting the last trigger or action', () => {
    expect(canRemove([DO_LOW])).toBe(false);
    expect(removeAt([DO_LOW], 0)).toEqual({ ok: false, message: 'rule.lastItem' });
    expect(en('rule.lastItem')).toBe('The last trigger or action cannot be deleted');
    const removed = removeAt([{ type: 'email' }, { type: 'sms' }], 0);
    expect(removed).toEqual({ ok: true, value: [{ type: 'sms' }] });
  });

  it('the warning interval minimum is 1', () => {
    for (const bad of [0, -5, 1.5, null]) {
      expect(validateDraft({ ...validRule(), warning_interval_s: bad }).map((e) => e.path)).toContain('warning_interval_s');
    }
    expect(validateDraft({ ...validRule(), warning_interval_s: 1 })).toEqual([]);
    expect(en('rule.intervalMin')).toBe('The interval minimum is 1');
  });

  it('names the fields a rule is missing, as the server would refuse them', () => {
    const draft: RuleDraft = {
      ...emptyDraft(),
      triggers: [{ type: 'attribute', operator: 'gt' }, { type: 'timer', cron: '0 25 * * *' }],
      actions: [{ type: 'device_output' }, { type: 'sms' }],
    };
    expect(validateDraft(draft).map((e) => [e.path, e.message])).toEqual([
      ['name', 'rule.nameRequired'],
      ['triggers.0.device_id', 'rule.deviceRequired'],
      ['triggers.0.param_key', 'rule.paramRequired'],
      ['triggers.0.value', 'rule.valueRequired'],
      ['triggers.1.cron', 'rule.cron_out_of_range'],
      ['actions.0.device_id', 'rule.actionDeviceRequired'],
      ['actions.0.command', 'rule.actionCommandRequired'],
      ['actions.1.contacts', 'rule.recipientsRequired'],
    ]);
  });

  it('users to notify on the rule are enough recipients for notification actions', () => {
    expect(validateDraft({ ...validRule(), actions: [{ type: 'sms' }], notify_users: [3] })).toEqual([]);
  });

  it('a mini-program notice reaches users only: alarm contacts do not count and are not sent', () => {
    expect(validateDraft({ ...validRule(), actions: [{ type: 'wxmini', contacts: [1] }] }).map((e) => e.path)).toEqual(['actions.0.contacts']);
    expect(toRuleInput({ ...validRule(), actions: [{ type: 'wxmini', contacts: [1], users: [2] }] }).actions).toEqual([{ type: 'wxmini', users: [2] }]);
  });

  it('builds the API body with only the fields each type uses', () => {
    const input = toRuleInput({ ...validRule(), description: '  ' });
    expect(input).toEqual({
      name: 'DO low',
      description: null,
      triggers: [{ type: 'attribute', device_id: 'AW00001', param_key: 'do', operator: 'lt', value: 4, duration_s: 60 }],
      actions: [{ type: 'email', contacts: [1] }, { type: 'device_output', device_id: 'AW00001', command: 'aerator_on', reply_command: 'ok' }],
      delay_s: 0,
      warning_interval_s: 1800,
      notify_users: [],
      enabled: true,
    });
  });
});

describe('draftFromSearch (a rule opened pre-filled by an optimisation tip, issue 23)', () => {
  it('makes one attribute trigger from a complete address, and nothing from an incomplete one', async () => {
    const { draftFromSearch } = await import('./rule-form-model');
    const draft = draftFromSearch({ device_id: 'AW00001', param_key: 'ph', operator: 'gt', value: 8.5, name: 'pH linkage' });
    expect(draft?.name).toBe('pH linkage');
    expect(draft?.triggers).toEqual([{ type: 'attribute', device_id: 'AW00001', param_key: 'ph', operator: 'gt', value: 8.5, duration_s: 0 }]);
    expect(draftFromSearch({ device_id: 'AW00001', param_key: 'ph', operator: 'gt', value: '8.5' })?.triggers[0]?.value).toBe(8.5);
    expect(draftFromSearch({ device_id: 'AW00001', param_key: 'ph', operator: 'around', value: 1 })).toBeNull();
    expect(draftFromSearch({ device_id: 'AW00001', operator: 'gt', value: 1 })).toBeNull();
    expect(draftFromSearch(null)).toBeNull();
  });
});

describe('the forecast trigger (issue 35)', () => {
  it('starts with the default lead of 120 minutes and is filled by a pond and a value', () => {
    const changed = changeTriggerType([DO_LOW], 0, 'forecast');
    expect(changed).toEqual({ ok: true, value: [{ type: 'forecast', lead_minutes: 120 }] });
    const refused = addTrigger([{ type: 'forecast', lead_minutes: 120 }]);
    expect(refused).toEqual({ ok: false, message: 'rule.fillTriggerFirst' });
    expect(addTrigger([{ type: 'forecast', device_id: 'AW00001', value: 3, lead_minutes: 120 }]).ok).toBe(true);
  });

  it('refuses a value outside 0..20 mg/L and a lead outside 0..360 whole minutes, as the server does, in both languages', () => {
    const draft = (trigger: TriggerDraft): RuleDraft => ({ ...validRule(), triggers: [trigger] });
    const errors = (trigger: TriggerDraft) => validateDraft(draft(trigger)).map((e) => `${e.path} ${e.message}`);
    expect(errors({ type: 'forecast', device_id: 'AW00001', value: 3, lead_minutes: 120 })).toEqual([]);
    expect(errors({ type: 'forecast', value: 25, lead_minutes: 400 })).toEqual([
      'triggers.0.device_id rule.deviceRequired', 'triggers.0.value rule.forecastValueRange', 'triggers.0.lead_minutes rule.forecastLeadRange',
    ]);
    expect(errors({ type: 'forecast', device_id: 'AW00001', value: 3, lead_minutes: 1.5 })).toEqual(['triggers.0.lead_minutes rule.forecastLeadRange']);
    expect(en('rule.forecastLeadRange')).toBe('The lead time must be a whole number of minutes from {{min}} to {{max}}');
    expect(RULE_TEXT['zh-CN'].rule.forecastHelp).toContain('提前');
  });

  it('sends the trigger with its lead time', () => {
    const input = toRuleInput({ ...validRule(), triggers: [{ type: 'forecast', device_id: 'AW00001', value: 3, lead_minutes: null }] });
    expect(input.triggers).toEqual([{ type: 'forecast', device_id: 'AW00001', value: 3, lead_minutes: 120 }]);
  });
});
