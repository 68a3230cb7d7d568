import { describe, expect, it } from 'vitest';

import { activeFilters } from '@/components/filter/active-filters';
import { filterParam, type ListSchema } from '@/components/filter/list-state';

type F = { typeId: number; status: ('fault' | 'spare')[]; hidden: boolean };
const schema: ListSchema<F> = {
  filters: {
    typeId: filterParam.int(1),
    status: filterParam.manyOf(['fault', 'spare'] as const),
    hidden: filterParam.bool(),
  },
};

function chips(filters: Partial<F>, withHidden = false) {
  const calls: [keyof F, unknown][] = [];
  const list = {
    state: { filters },
    setFilter: (key: keyof F, value: unknown) => void calls.push([key, value]),
  };
  const labels = {
    typeId: { name: 'Type', value: (id: number) => `#${id}` },
    status: { name: 'Status', value: (s: string) => s.toUpperCase() },
    ...(withHidden && { hidden: { name: 'Hidden', value: (h: boolean) => (h ? 'yes' : 'no') } }),
  };
  return { chips: activeFilters(schema, labels, list), calls };
}

describe('activeFilters', () => {
  it('makes one chip per set filter, one per value of a many-valued one, in the schema order', () => {
    const { chips: c } = chips({ status: ['fault', 'spare'], typeId: 3 });
    expect(c.map((x) => [x.key, x.label])).toEqual([
      ['typeId', 'Type: #3'],
      ['status-fault', 'Status: FAULT'],
      ['status-spare', 'Status: SPARE'],
    ]);
  });
  it('removes one value of a many-valued filter and the whole of a single one', () => {
    const { chips: c, calls } = chips({ status: ['fault', 'spare'], typeId: 3 });
    c[1].onRemove();
    c[0].onRemove();
    expect(calls).toEqual([
      ['status', ['spare']],
      ['typeId', undefined],
    ]);
  });
  it('shows no chip for an unset filter or one without labels', () => {
    expect(chips({ hidden: false }).chips).toEqual([]);
    expect(chips({ hidden: false }, true).chips.map((x) => x.label)).toEqual(['Hidden: no']);
  });
});
