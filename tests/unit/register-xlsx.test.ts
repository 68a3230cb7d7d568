/**
 * The register's XLSX export (docs/domain/reports.md): the CSV export's columns, written by
 * write-excel-file and read back by read-excel-file: the same header and rows, in the same order,
 * the inspection dates as real dates and the condition grade as a number.
 */
import { readSheet } from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';

import { listDevices } from '@/api/client/devices';
import { createRequester } from '@/api/client/request';
import { toCsv } from '@/components/table';
import { englishText } from '@/i18n/english-text';
import { devices as devicesEn } from '@/i18n/locales/en/devices';
import { deviceExportColumns } from '@/screens/devices/use-device-list';
import { registerXlsx } from '@/screens/shared/reports/register-xlsx';

import { startMockServer, TOKENS } from './support/mock-server';

startMockServer();

const request = createRequester('http://localhost', undefined, () => TOKENS.admin);
const t = englishText(devicesEn) as unknown as Parameters<typeof deviceExportColumns>[0];

describe('the register as XLSX', () => {
  it('holds the CSV export’s header and rows, dates as dates and numbers as numbers', async () => {
    const { devices } = await listDevices(request, {
      sortBy: 'number',
      orderBy: 'asc',
      itemsPerPage: -1,
    });
    const columns = deviceExportColumns(t, undefined);
    const blob = await registerXlsx(devices, columns, 'Devices');
    const rows = await readSheet(blob);

    // The same header as the CSV's first line, one row per device, in the list's order.
    const csvHeader = toCsv(devices, columns).split('\r\n')[0];
    expect((rows[0] as string[]).join(',')).toBe(csvHeader);
    expect(rows).toHaveLength(devices.length + 1);
    const at = (header: string) => columns.findIndex((c) => c.header === header);
    const number = at('Device number');
    expect(rows.slice(1).map((row) => row[number])).toEqual(devices.map((d) => d.number));

    const next = at('Next inspection');
    const last = at('Last inspection');
    const condition = at('Condition');
    devices.forEach((device, i) => {
      const row = rows[i + 1];
      expect(typeof row[condition]).toBe('number');
      expect(row[condition]).toBe(device.condition);
      for (const [column, value] of [
        [next, device.nextInspection],
        [last, device.lastInspection],
      ] as const) {
        if (value === null) expect(row[column]).toBeNull();
        else {
          expect(row[column]).toBeInstanceOf(Date);
          expect((row[column] as unknown as Date).toISOString().slice(0, 10)).toBe(value);
        }
      }
      // Text stays text, even a serial number made of digits.
      expect(row[at('Serial number')] ?? '').toBe(device.serialNumber);
    });
    expect(devices.some((d) => d.nextInspection)).toBe(true);
  });

  it('writes an empty list as its header, with the deleted column when deleted devices are listed', async () => {
    const columns = deviceExportColumns(t, 'include');
    const rows = await readSheet(await registerXlsx([], columns, 'Devices'));
    expect(rows).toEqual([columns.map((c) => c.header)]);
    expect(rows[0]).toContain('Deleted on');
  });
});
