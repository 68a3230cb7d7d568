import { describe, expect, it, vi } from 'vitest';

import { messageTemplate, perTranslator } from '@/i18n/per-translator';

describe('perTranslator', () => {
  it('makes a value once per translator and key', () => {
    const t = () => '';
    const make = vi.fn(() => 'In service');
    expect(perTranslator(t, 'status.in_service', make)).toBe('In service');
    expect(perTranslator(t, 'status.in_service', make)).toBe('In service');
    expect(make).toHaveBeenCalledTimes(1);
    expect(perTranslator(t, 'status.fault', () => 'Fault')).toBe('Fault');
  });

  it('makes it again for another translator (a new language): nothing stale', () => {
    const en = () => '';
    const fr = () => '';
    perTranslator(en, 'status.fault', () => 'Fault');
    expect(perTranslator(fr, 'status.fault', () => 'En panne')).toBe('En panne');
    expect(perTranslator(en, 'status.fault', () => 'unused')).toBe('Fault');
  });

  it('keeps a value that is falsy', () => {
    const t = () => '';
    const make = vi.fn(() => '');
    perTranslator(t, 'empty', make);
    perTranslator(t, 'empty', make);
    expect(make).toHaveBeenCalledTimes(1);
  });
});

describe('messageTemplate', () => {
  it('fills the value in wherever the translation put it', () => {
    expect(messageTemplate('Select row ~id~', '~id~')('24DC10001')).toBe('Select row 24DC10001');
    expect(messageTemplate('选择第 ~id~ 行', '~id~')('24DC10001')).toBe('选择第 24DC10001 行');
    expect(messageTemplate('~id~ : ~id~', '~id~')('x')).toBe('x : x');
  });

  it('puts markup in as text, not as anything else', () => {
    expect(messageTemplate('Select row ~id~', '~id~')('<b>$&</b>')).toBe('Select row <b>$&</b>');
  });
});
