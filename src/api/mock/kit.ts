/**
 * The package's simulation: the calls the package's screens make (devices, device types,
 * locations, sign-in, search, the home dashboard) over their sample data.
 */
import { z } from 'zod';

import { kitOperations } from '../contract/kit-routes';
import { createKitDb, createKitDbInSteps, type KitDb } from './db/kit';
import { kitDbShape } from './durable/persisted';
import { createKitHandlers } from './handlers/kit';
import type { Simulation } from './simulation';

export const kitSimulation: Simulation<KitDb> = {
  createDb: createKitDb,
  createDbInSteps: createKitDbInSteps,
  handlers: createKitHandlers,
  storedDb: (versioned) => z.object(kitDbShape(versioned)),
  operations: kitOperations,
};
