/**
 * The demo app's simulation: the package's (kit.ts) and the sample apps' calls and tables
 * (users, invoices, e-commerce, e-mail, chat, …). Not part of the package: the app, Storybook
 * and the tests use it.
 */
import { z } from 'zod';

import { operations } from '../contract/routes';
import { createMockDb, createMockDbInSteps, type MockDb } from './db';
import { kitDbShape } from './durable/persisted';
import { appsDbShape } from './durable/persisted-apps';
import { createHandlers } from './handlers';
import type { Simulation } from './simulation';

export const sampleAppSimulation: Simulation<MockDb> = {
  createDb: createMockDb,
  createDbInSteps: (options, cache) => createMockDbInSteps(options, { cache, appsWhenRead: true }),
  handlers: createHandlers,
  storedDb: (versioned) => z.object({ ...kitDbShape(versioned), ...appsDbShape() }),
  operations,
};
