/** The home dashboard's project rows. */
import type { ProjectAnalyticsRow } from '../contract/dashboard';
import type { GeneratorContext } from './context';
import { person } from './pools';
import { createRng } from './random';

export const PROJECT_ROW_COUNT = 12;

export function createProjectAnalytics(ctx: GeneratorContext): ProjectAnalyticsRow[] {
  const rng = createRng(ctx.seed + 903);
  const names = [
    'Website SEO',
    'Social Banners',
    'Logo Designs',
    'IOS App Design',
    'Figma Dashboards',
    'Crypto Admin',
    'Create Website',
    'App Design',
    'Substation Audit',
    'Meter Rollout',
    'Grid Dashboard',
    'Asset Register',
  ];
  const categories = [
    'React Project',
    'Social Project',
    'Personal Project',
    'UI/UX Project',
    'Vue Project',
    'HTML Project',
  ];
  return names.slice(0, PROJECT_ROW_COUNT).map((name, i) => ({
    id: i + 1,
    logo: '',
    name,
    date: categories[i % categories.length],
    leader: person(rng).fullName,
    team: Array.from({ length: rng.int(2, 4) }, () => ''),
    status: rng.int(0, 100),
  }));
}
