/** The palette's record actions: when a query is only a number, the record leads, not an action about it. */
import { describe, expect, it } from 'vitest';
import { namesOnlyARecord, queryActions, type PaletteActionContext } from '../../src/screens/shell/palette-actions';

const context = {
  t: ((key: string, values?: Record<string, unknown>) => `${key}${values ? ` ${JSON.stringify(values)}` : ''}`) as unknown as PaletteActionContext['t'],
  canChangeDevices: true,
  canOpenApps: true,
  colorScheme: 'light',
  language: 'en',
  layoutNav: 'vertical',
} as PaletteActionContext;

describe('namesOnlyARecord', () => {
  it.each(['24DC10003', ' 24dc10003 ', '4987', '#4987', '24DC10003 24DC10004'])('%j is only a record', (query) => {
    expect(namesOnlyARecord(query)).toBe(true);
  });
  it.each(['', '   ', 'schedule 24DC10003', 'invoice 4987', '24DC10003x', 'cabinet'])('%j asks for more than a record', (query) => {
    expect(namesOnlyARecord(query)).toBe(false);
  });
});

describe('queryActions', () => {
  it('offers maintenance for each device number named, once, in capitals', () => {
    const ids = queryActions('24dc10003 and 24DC10003, 24DC10004', context).map((a) => a.url);
    expect(ids).toEqual(['action:maintenance:24DC10003', 'action:maintenance:24DC10004']);
  });
  it('offers nothing about devices to a user who may not change them', () => {
    expect(queryActions('24DC10003', { ...context, canChangeDevices: false })).toEqual([]);
  });
});
