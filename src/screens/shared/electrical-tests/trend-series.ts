/**
 * The device's results as trends (docs/domain/electrical-tests.md): one series per template and
 * measured value, oldest first, with the limit the value is compared with directly when there is
 * one (earth resistance, a contact pole). Values whose verdict reads a derived figure (ΔT, the
 * corrected insulation, a deviation) have no single limit line.
 */
import { TEST_TEMPLATE_KEYS, type TestTemplateKey } from '@/api/contract/electrical-tests-values';
import { templateOf } from '@/api/shared/electrical-tests';
import type { TestResult } from '@/api/types/electrical-tests';

export interface TrendPoint {
  /** When measured, ms since the epoch. */
  t: number;
  v: number;
}

export interface TrendSeries {
  template: TestTemplateKey;
  field: string;
  unit: string | null;
  points: TrendPoint[];
  /** The limit in force at the newest result, when this value is compared with one directly. */
  limit: number | null;
}

/** The limit key a field is compared with as measured, by template. */
function directLimitKey(template: TestTemplateKey, field: string, substation: boolean) {
  if (template === 'earth' && field === 'resistance')
    return substation ? 'substationMax' : 'elsewhereMax';
  if (template === 'contact') return 'maximum';
  return null;
}

/** Every measured value with at least one number, by template in the catalogue's order. */
export function trendSeries(
  results: readonly TestResult[],
  { substation = false }: { substation?: boolean } = {},
): TrendSeries[] {
  const oldestFirst = [...results].sort(
    (a, b) => Date.parse(a.performedAt) - Date.parse(b.performedAt) || a.id - b.id,
  );
  const templates = TEST_TEMPLATE_KEYS.filter((k) => oldestFirst.some((r) => r.template === k));
  return templates.flatMap((template) => {
    const ofTemplate = oldestFirst.filter((r) => r.template === template);
    const newest = ofTemplate[ofTemplate.length - 1]!;
    return templateOf(template)
      .fields.filter((f) => f.kind === 'number')
      .flatMap((f): TrendSeries[] => {
        const points = ofTemplate.flatMap((r) => {
          const v = r.values[f.key];
          return typeof v === 'number' ? [{ t: Date.parse(r.performedAt), v }] : [];
        });
        if (points.length === 0) return [];
        const key = directLimitKey(template, f.key, substation);
        const limit = key ? newest.limits[key] : undefined;
        return [{ template, field: f.key, unit: f.unit, points, limit: limit ?? null }];
      });
  });
}

/** The newest result of each template, in the catalogue's order of templates. */
export function latestPerTemplate(results: readonly TestResult[]): TestResult[] {
  const newest = new Map<TestTemplateKey, TestResult>();
  for (const r of results) {
    const seen = newest.get(r.template);
    if (!seen || Date.parse(r.performedAt) > Date.parse(seen.performedAt))
      newest.set(r.template, r);
  }
  return [...newest.values()].sort(
    (a, b) => TEST_TEMPLATE_KEYS.indexOf(a.template) - TEST_TEMPLATE_KEYS.indexOf(b.template),
  );
}
