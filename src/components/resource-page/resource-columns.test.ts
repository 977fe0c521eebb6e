import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { WATER_TEST } from '../../../shared/contract/farm';
import type { FarmRow } from '../../api/farm';
import { resourceColumns } from './resource-columns';

describe('resourceColumns', () => {
  it('shows a measured value rounded, without float noise (issue 42: a water test read 5.800000000000001)', () => {
    const columns = resourceColumns(WATER_TEST, 'en-US', ((key: string) => key) as unknown as TFunction);
    const oxygen = columns.find((c) => c.key === 'oxygen') as { render: (value: unknown, row: FarmRow) => unknown };
    expect(oxygen.render(undefined, { id: 1, oxygen: 5.800000000000001 } as unknown as FarmRow)).toBe('5.8');
    expect(oxygen.render(undefined, { id: 2, oxygen: null } as unknown as FarmRow)).toBe('-');
  });
});
