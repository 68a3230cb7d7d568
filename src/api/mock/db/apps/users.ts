/** 50 users at scale 1 (SPEC.md §9), ×scale for benchmarks. */
import { USER_BILLINGS, USER_PLANS, USER_ROLES, USER_STATUSES, type UserDetail } from '../../../types/users';
import type { GeneratorContext } from '../index';
import { createRng } from '../random';
import { COMPANIES, COUNTRIES, person, phone } from './pools';

export const USER_COUNT = 50;
const LANGUAGES = ['English', 'French', 'Arabic', 'Chinese', 'Portuguese', 'Hindi'] as const;

export function createUsers(ctx: GeneratorContext): UserDetail[] {
  const rng = createRng(ctx.seed + 101);
  return Array.from({ length: USER_COUNT * ctx.scale }, (_, i): UserDetail => {
    const id = i + 1;
    const p = person(rng, id);
    return {
      id,
      fullName: p.fullName,
      company: rng.pick(COMPANIES),
      role: rng.pick(USER_ROLES),
      username: p.handle,
      country: rng.pick(COUNTRIES),
      contact: phone(rng),
      email: `${p.handle}@example.com`,
      currentPlan: rng.pick(USER_PLANS),
      status: rng.pick(USER_STATUSES),
      avatar: '',
      billing: rng.pick(USER_BILLINGS),
      taskDone: rng.int(0, 2000),
      projectDone: rng.int(0, 600),
      taxId: `Tax-${rng.int(1000, 9999)}`,
      language: rng.pick(LANGUAGES),
    };
  });
}
