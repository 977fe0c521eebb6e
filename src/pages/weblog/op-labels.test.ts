import { describe, expect, it } from 'vitest';
import { describeOp } from './op-labels';

describe('describeOp', () => {
  it('reads a stored action in the reader\'s language', () => {
    const row = { method: 'POST', path: '/api/rule', action: 'create', resource: 'rule', name: 'DO low' } as const;
    expect(describeOp('en-US', row)).toBe('created rule DO low');
    expect(describeOp('zh-CN', row)).toBe('新建规则 DO low');
  });

  it('shows a row written before actions were stored as it is', () => {
    const row = { method: 'POST', path: '/api/companies/:id', action: null, resource: null, name: null };
    expect(describeOp('en-US', row)).toBe('POST /api/companies/:id');
    expect(describeOp('zh-CN', row)).toBe('POST /api/companies/:id');
  });
});
