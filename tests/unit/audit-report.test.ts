/**
 * A location's audit report (docs/domain/reports.md): its data through the client's calls over
 * the simulation (the devices of the whole subtree, their open orders, each device's latest
 * results), the PDF made device by device with its progress, read back by PDF.js; and a cancel
 * that stops it before the next device.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { getDevice } from '@/api/client/devices';
import { loadAuditBase, loadLatestResults, type AuditBase } from '@/api/client/report-data';
import { createRequester } from '@/api/client/request';
import type { DeviceDetail } from '@/api/types/devices';
import { englishText } from '@/i18n/english-text';
import { devices } from '@/i18n/locales/en/devices';
import { reports } from '@/i18n/locales/en/reports';
import { tests } from '@/i18n/locales/en/tests';
import { workOrders } from '@/i18n/locales/en/workOrders';
import { formatFor } from '@/screens/shared/format';
import {
  auditFileName,
  buildAuditPdf,
  type AuditProgress,
} from '@/screens/shared/reports/audit-pdf';
import type { ReportOptions } from '@/screens/shared/reports/report-text';

import { call, startMockServer, TEST_NOW, TOKENS } from './support/mock-server';
import { pdfText } from './support/pdf-text';

// One database for the file: the results recorded first are read by every test.
startMockServer({ reset: false });

const request = createRequester('http://localhost', undefined, () => TOKENS.admin);
const latest = (number: string, signal?: AbortSignal) => loadLatestResults(request, number, signal);
const CABINET = '24DC10003';

const options: ReportOptions = {
  text: {
    reports: englishText(reports),
    tests: englishText(tests),
    devices: englishText(devices),
    workOrders: englishText(workOrders),
  },
  format: formatFor('en'),
  dir: 'ltr',
  now: TEST_NOW,
};

describe('the audit report', () => {
  let cabinet: DeviceDetail;
  let site: AuditBase;
  let bay: AuditBase;
  beforeAll(async () => {
    const scan = (hotSpot: number) =>
      call('/api/test-results', {
        method: 'POST',
        as: 'admin',
        body: {
          deviceNumber: CABINET,
          template: 'infrared',
          values: { hotSpot, reference: 40, load: 80 },
        },
      });
    // An older failure, then a pass: the latest (the pass) is what counts.
    expect((await scan(58)).status).toBe(201);
    expect((await scan(40.5)).status).toBe(201);
    const earth = await call('/api/test-results', {
      method: 'POST',
      as: 'admin',
      body: { deviceNumber: CABINET, template: 'earth', values: { resistance: 9 } },
    });
    expect(earth.status).toBe(201);
    cabinet = await getDevice(request, CABINET);
    site = await loadAuditBase(request, cabinet.locationPath[0].id);
    bay = await loadAuditBase(request, cabinet.locationId);
  });

  it('covers the subtree: every device under the location, and its open orders by device', async () => {
    expect(site.devices.map((d) => d.number)).toContain(CABINET);
    expect(site.devices.length).toBeGreaterThan(bay.devices.length);
    expect(bay.devices.every((d) => site.devices.some((s) => s.number === d.number))).toBe(true);
    for (const [number, orders] of Object.entries(site.ordersByDevice)) {
      expect(site.devices.some((d) => d.number === number)).toBe(true);
      expect(orders.every((o) => o.deviceNumber === number)).toBe(true);
      expect(orders.every((o) => !['done', 'cancelled'].includes(o.status))).toBe(true);
    }
    const latestOfCabinet = await latest(CABINET);
    expect(latestOfCabinet.map((r) => [r.template, r.verdict])).toEqual([
      ['infrared', 'pass'],
      ['earth', 'fail'],
    ]);
  });

  it('lists each device with its failed results and open orders, and counts them', async () => {
    const seen: AuditProgress[] = [];
    const doc = await buildAuditPdf(bay, options, {
      latest,
      onProgress: (p) => seen.push(p),
    });
    expect(seen.map((p) => p.done)).toEqual(bay.devices.map((_, i) => i + 1));
    expect(seen.every((p) => p.total === bay.devices.length)).toBe(true);
    const text = await pdfText(doc.output('arraybuffer'));
    expect(text).toContain('Audit report');
    for (const device of bay.devices) expect(text).toContain(`${device.number} · ${device.name}`);
    // The earth failure is listed with its rule; the infrared, whose latest passed, is not.
    // (Ω, which the standard fonts lack, is a picture in a browser and mangled in Node.)
    expect(text).toMatch(/Earth resistance: Fail\s+9[^>]*> 5[^a-z]*maximum/);
    expect(text).not.toContain('Infrared thermography: Fail');
    const orders = bay.ordersByDevice[CABINET] ?? [];
    expect(orders.length).toBeGreaterThan(0);
    expect(text).toContain(`Open orders: ${orders.map((o) => o.number).join(', ')}`);
    const overdue = bay.devices.filter((d) => d.overdue).length;
    const withOrders = bay.devices.filter((d) => bay.ordersByDevice[d.number]?.length).length;
    expect(text).toMatch(new RegExp(`Devices\\s+${bay.devices.length}\\b`));
    expect(text).toMatch(new RegExp(`Inspection overdue\\s+${overdue}\\b`));
    expect(text).toMatch(new RegExp(`With open work orders\\s+${withOrders}\\b`));
    expect(text).toMatch(/Latest results by verdict\s+Pass 1 · Flag 0 · Fail 1/);
  });

  it('says when an overdue device is due, and stops before the next device when cancelled', async () => {
    const overdue = site.devices.find((d) => d.overdue);
    if (overdue) {
      const text = await pdfText(
        (await buildAuditPdf(site, options, { latest })).output('arraybuffer'),
      );
      expect(text).toContain(
        `Inspection overdue since ${formatFor('en').date(overdue.nextInspection)}`,
      );
    }
    const controller = new AbortController();
    const seen: number[] = [];
    const made = buildAuditPdf(site, options, {
      latest,
      signal: controller.signal,
      onProgress: ({ done }) => {
        seen.push(done);
        if (done === 2) controller.abort();
      },
    });
    await expect(made).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual([1, 2]);
  });

  it('says so for a location without devices, and is named after the location', async () => {
    const empty: AuditBase = { ...bay, devices: [], ordersByDevice: {} };
    const text = await pdfText(
      (await buildAuditPdf(empty, options, { latest })).output('arraybuffer'),
    );
    expect(text).toContain('No device is under this location.');
    expect(auditFileName(12)).toBe('audit-location-12.pdf');
  });
});
