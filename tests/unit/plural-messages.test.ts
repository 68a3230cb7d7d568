/**
 * Plural messages: i18next picks the form by `count` in each language (English "1 star" and
 * "2 stars", Arabic's dual, French's singular for 0 and 1), and the English fallback without an
 * i18next instance picks the same forms. The reviews summary's bars are the first such message.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { createI18n } from '@/i18n';
import { englishText } from '@/i18n/english-text';
import type { Language } from '@/i18n/languages';
import { ecommerce } from '@/i18n/locales/en/ecommerce';
import { loadAllCatalogues } from '@/i18n/sample-app-catalogues';

/** A bar's name for `stars` stars and 21 reviews, as the summary asks for it. */
const bar = (t: (key: string, options: Record<string, unknown>) => string, stars: number) =>
  t('reviews.starsShare', { count: stars, stars: String(stars), reviews: '21' });

const instances = new Map<Language, ReturnType<typeof createI18n>>();
beforeAll(async () => {
  for (const language of ['en', 'fr', 'ar', 'zh'] as const) {
    const i18n = createI18n(language);
    // The reviews are the e-commerce sample app's: a namespace outside the kit.
    await loadAllCatalogues(i18n);
    instances.set(language, i18n);
  }
});
const tOf = (language: Language) =>
  instances.get(language)!.getFixedT(language, 'ee-ecommerce') as unknown as (
    key: string,
    options: Record<string, unknown>,
  ) => string;

describe('reviews by rating: one star, n stars', () => {
  it('English: "1 star", "2 stars"', () => {
    expect([1, 2, 5].map((n) => bar(tOf('en'), n))).toEqual([
      'Reviews of 1 star: 21',
      'Reviews of 2 stars: 21',
      'Reviews of 5 stars: 21',
    ]);
  });
  it('French: singular for 0 and 1', () => {
    expect([0, 1, 2, 5].map((n) => bar(tOf('fr'), n))).toEqual([
      'Avis à 0 étoile : 21',
      'Avis à 1 étoile : 21',
      'Avis à 2 étoiles : 21',
      'Avis à 5 étoiles : 21',
    ]);
  });
  it('Arabic: one, two (dual), three to ten, eleven and more', () => {
    expect([1, 2, 3, 5, 11].map((n) => bar(tOf('ar'), n))).toEqual([
      'تقييمات بنجمة واحدة: 21',
      'تقييمات بنجمتين: 21',
      'تقييمات بـ 3 نجوم: 21',
      'تقييمات بـ 5 نجوم: 21',
      'تقييمات بـ 11 نجمة: 21',
    ]);
  });
  it('Chinese: one form', () => {
    expect([1, 5].map((n) => bar(tOf('zh'), n))).toEqual(['1 星评价：21', '5 星评价：21']);
  });
  it('without an i18next instance, English picks the same forms', () => {
    const t = englishText(ecommerce) as unknown as (
      key: string,
      options: Record<string, unknown>,
    ) => string;
    expect([1, 2].map((n) => bar(t, n))).toEqual([
      'Reviews of 1 star: 21',
      'Reviews of 2 stars: 21',
    ]);
    // A message without plural forms is read as before, count or not.
    expect(t('reviews.total', { count: '3' })).toBe('Reviews: 3');
  });
});
