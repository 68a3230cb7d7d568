/**
 * The lint rule of issue 37.2: screens read and write through client hooks only. Linted as if the
 * text were a file of src/screens, with the repository's own flat config.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(
  code: string,
  filePath = 'src/screens/devices/example.tsx',
): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('screens use client hooks, not the query client or raw requesters', () => {
  it.each([
    ["import { useQueryClient } from '@tanstack/react-query';\nexport const x = useQueryClient;"],
    [
      "import type { UseQueryResult } from '@tanstack/react-query';\nexport type X = UseQueryResult;",
    ],
    ["import { deleteDevice } from '../../api/client/devices';\nexport const x = deleteDevice;"],
    [
      "import { invalidateDeviceData } from '../../api/client/devices';\nexport const x = invalidateDeviceData;",
    ],
    ["import { invoiceKeys } from '../../api/client/invoice';\nexport const x = invoiceKeys;"],
    [
      "import { useRequester } from '../../api/client/api-provider';\nexport const x = useRequester;",
    ],
  ])('refuses %s', async (code) => {
    expect(await restricted(code)).toHaveLength(1);
  });

  it('lets hooks, types, ApiError and the error predicates through', async () => {
    const code = [
      "import { useBulkDeleteDevices, useDevices, type DeviceStatusTarget } from '../../api/client/devices';",
      "import { ApiError, isChangedElsewhere } from '../../api/client/request';",
      "import type { LiveStatus } from '../../api/client/live';",
      'export const x = [useBulkDeleteDevices, useDevices, ApiError, isChangedElsewhere];',
      'export type Y = DeviceStatusTarget | LiveStatus;',
    ].join('\n');
    expect(await restricted(code)).toEqual([]);
  });

  it('leaves the client layer itself free to use TanStack Query', async () => {
    expect(
      await restricted(
        "import { useQueryClient } from '@tanstack/react-query';\nexport const x = useQueryClient;",
        'src/api/client/example.ts',
      ),
    ).toEqual([]);
  });
});
