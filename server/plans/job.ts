/**
 * The plan job's clock (docs/server.md "Maintenance plans"): a run at start, then one every
 * `minutes`, never two of this instance at once (a run still going when the next is due lets it
 * pass). Instances on one database take turns through the advisory lock of server/plans/generate.ts.
 */
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { runPlans } from './generate';

export const PLAN_JOB_MINUTES = 5;

export interface PlanJob {
  /** The run under way (or the last one) as a promise: tests and shutdown wait for it. */
  running(): Promise<void>;
  stop(): Promise<void>;
}

export function startPlanJob(options: {
  db: Kysely<Database>;
  now?: () => Date;
  minutes?: number;
  onError: (error: unknown) => void;
  onRun?: (made: number) => void;
}): PlanJob {
  const { db, now = () => new Date(), minutes = PLAN_JOB_MINUTES } = options;
  let current: Promise<void> = Promise.resolve();
  let busy = false;
  const run = () => {
    if (busy) return;
    busy = true;
    current = runPlans(db, now().toISOString())
      .then((made) => options.onRun?.(made))
      .catch(options.onError)
      .finally(() => {
        busy = false;
      });
  };
  run();
  const timer = setInterval(run, minutes * 60_000);
  timer.unref();
  return {
    running: () => current,
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
