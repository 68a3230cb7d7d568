/**
 * What the package ships (issue 10): the modules its public entries reach, and nothing of the
 * demo app's sample apps (e-commerce, e-mail, chat, …), which live in this repository as examples
 * built on the package's parts. tsup builds exactly this set (tsup.config.ts), so a sample-app
 * import sneaking into a kit module would grow every host's install: this test says which one.
 */
import { describe, expect, it } from 'vitest';

import { kitOperations } from '@/api/contract/kit-routes';
import { openApiDocument } from '@/api/contract/openapi';
import { createMockDb } from '@/api/mock/db';
import { createKitDb } from '@/api/mock/db/kit';
import { FORMAT, storedSchemas } from '@/api/mock/durable/persisted';
import { kitSimulation } from '@/api/mock/kit';

import { reachableModules } from '../../scripts/package-modules';

const SAMPLE_APPS = [
  'academy',
  'calendar',
  'chat',
  'ecommerce',
  'email',
  'invoice',
  'logistics',
  'pages',
  'permissions',
  'roles',
  'users',
];
const APP_PATH = new RegExp(
  `^src/(screens/(${SAMPLE_APPS.join('|')})/|api/(client|contract|types|mock/(handlers|queries))/(ops/)?(${SAMPLE_APPS.join('|')})\\.ts$|api/mock/db/apps|api/mock/(sample-apps|store)\\.ts$|i18n/(ns|locales/\\w+)/(${SAMPLE_APPS.join('|')})\\.ts$|i18n/sample-app-catalogues\\.ts$)`,
);

describe('the package', () => {
  it('reaches the kit and none of the sample apps', async () => {
    const files = await reachableModules();
    expect(files).toEqual(
      expect.arrayContaining([
        'src/screens/devices/device-list-screen.tsx',
        'src/api/mock/kit.ts',
        'src/i18n/ns/devices.ts',
      ]),
    );
    // The pattern does name sample-app modules (else this test could not fail).
    expect(
      APP_PATH.test('src/screens/ecommerce/product-list-screen.tsx') &&
        APP_PATH.test('src/i18n/locales/zh/email.ts') &&
        APP_PATH.test('src/api/client/users.ts'),
    ).toBe(true);
    expect(files.filter((file) => APP_PATH.test(file))).toEqual([]);
  }, 60_000);

  it('simulates the kit’s tables only; the demo app’s database adds the sample apps to the same samples', () => {
    const now = '2026-06-15T09:00:00.000Z';
    const kit = createKitDb({ now });
    const full = createMockDb({ now });
    expect(Object.keys(kit).sort()).toEqual(
      [
        'arcFlashStudies',
        'deletedDevices',
        'deviceLocations',
        'deviceTypes',
        'devices',
        'documents',
        'history',
        'imports',
        'loginUsers',
        'maintenance',
        'maintenancePlans',
        'meta',
        'planStates',
        'projectAnalytics',
        'searchGroups',
        'testLimits',
        'testResults',
        'workOrderSerials',
        'workOrders',
      ].sort(),
    );
    // Same seed, same devices and projects: a host's tests see what the demo app shows.
    for (const key of Object.keys(kit) as (keyof typeof kit)[]) expect(full[key]).toEqual(kit[key]);
    expect(full.products.length).toBeGreaterThan(0);
  });

  it('reads back what the browser stores of the kit’s database, table for table', () => {
    const db = JSON.parse(JSON.stringify(createKitDb({ now: '2026-06-15T09:00:00.000Z' })));
    const read = storedSchemas(kitSimulation).snapshot.safeParse({
      format: FORMAT,
      epoch: 'e1',
      seq: 3,
      db,
    });
    expect(read.success).toBe(true);
    expect(read.data?.db).toEqual(db);
  });

  it('documents the kit’s calls, with every schema they refer to and no other', () => {
    const doc = openApiDocument(kitOperations);
    const paths = Object.keys(doc.paths);
    expect(paths).toContain('/api/devices');
    expect(paths).toContain('/api/dashboard/analytics/projects');
    expect(paths.filter((path) => /^\/api\/(apps|pages)\//.test(path))).toEqual([]);
    const text = JSON.stringify(doc);
    const refs = new Set([...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]));
    expect([...refs].filter((id) => !(id in doc.components.schemas))).toEqual([]);
    expect(Object.keys(doc.components.schemas).filter((id) => !refs.has(id))).toEqual([]);
    expect(Object.keys(doc.components.schemas)).not.toContain('Product');
  });
});
