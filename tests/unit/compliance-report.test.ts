/**
 * The device compliance report (docs/domain/reports.md): its data loaded through the client's
 * calls over the simulation after an infrared scan of ΔT 18 °C is recorded, the PDF built from it,
 * then read back as text by PDF.js. Run in Node, where every text is written as real PDF text.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { loadComplianceData, type ComplianceData } from '@/api/client/report-data';
import { createRequester } from '@/api/client/request';
import { englishText } from '@/i18n/english-text';
import { devices } from '@/i18n/locales/en/devices';
import { reports } from '@/i18n/locales/en/reports';
import { tests } from '@/i18n/locales/en/tests';
import { workOrders } from '@/i18n/locales/en/workOrders';
import { formatFor } from '@/screens/shared/format';
import { buildCompliancePdf, complianceFileName } from '@/screens/shared/reports/compliance-pdf';
import type { ReportOptions } from '@/screens/shared/reports/report-text';

import { call, startMockServer, TEST_NOW, TOKENS } from './support/mock-server';
import { pdfPages, pdfText } from './support/pdf-text';

startMockServer();

const request = createRequester('http://localhost', undefined, () => TOKENS.admin);
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

async function textOf(data: ComplianceData, o = options) {
  const doc = await buildCompliancePdf(data, o);
  return pdfText(doc.output('arraybuffer'));
}

describe('the compliance report', () => {
  let data: ComplianceData;
  beforeAll(async () => {
    const { status } = await call('/api/test-results', {
      method: 'POST',
      as: 'admin',
      body: {
        deviceNumber: CABINET,
        template: 'infrared',
        instrument: { model: 'FLIR E86', serial: 'FE-20931', calibrationDue: '2026-12-01' },
        values: { hotSpot: 58, reference: 40, ambient: 25, load: 72 },
      },
    });
    expect(status).toBe(201);
    data = await loadComplianceData(request, CABINET);
  });

  it('loads the device, the limits in force, the latest result per template and open orders', () => {
    expect(data.device.number).toBe(CABINET);
    expect(data.results.map((r) => [r.template, r.verdict])).toEqual([['infrared', 'fail']]);
    const infrared = data.templates.templates.find((t) => t.key === 'infrared')!;
    expect(infrared.limits.find((l) => l.key === 'similarImmediateAbove')!.value).toBe(15);
    // The scan's failure raised an urgent corrective order: it is open, so the report lists it.
    const corrective = data.results[0].correctiveOrderNumber;
    expect(corrective).toBeTruthy();
    expect(data.orders.map((o) => o.number)).toContain(corrective);
    expect(data.orders.every((o) => !['done', 'cancelled'].includes(o.status))).toBe(true);
  });

  it('holds the value, the limit in force, the verdict and rule in words, and its source', async () => {
    const text = await textOf(data);
    expect(text).toContain('Compliance report');
    expect(text).toContain(`${CABINET} · ${data.device.name}`);
    // The measured values and the rule with ΔT 18 against 15.
    expect(text).toContain('Hottest spot');
    expect(text).toContain('58 °C');
    expect(text).toContain('40 °C');
    expect(text).toMatch(/18 °C > 15 °C: repair immediately/);
    expect(text).toContain('Verdict: Fail');
    // The limit in force beside its name, and where it comes from.
    expect(text).toMatch(/repair immediately above\s+15 °C\s+NETA MTS Table 100\.18/);
    expect(text).toContain('FLIR E86, serial FE-20931');
    expect(text).toContain(`Corrective work order ${data.results[0].correctiveOrderNumber}`);
  });

  it('has the identity, the open orders, the signature lines and a foot on every page', async () => {
    const text = await textOf(data);
    const trail = data.device.locationPath.map((s) => s.name).join(' › ');
    expect(text).toContain(trail);
    expect(text).toContain('Open work orders');
    expect(text).toContain(data.results[0].correctiveOrderNumber!);
    expect(text).toContain('Urgent');
    for (const label of ['Performed by', 'Reviewed by', 'Date']) expect(text).toContain(label);
    const pages = await pdfPages((await buildCompliancePdf(data, options)).output('arraybuffer'));
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page).toContain(`Generated ${formatFor('en').dateTime(TEST_NOW)}`.trim());
    });
  });

  it('says so when no result is recorded and no order is open', async () => {
    const quiet: ComplianceData = { ...data, results: [], orders: [] };
    const text = await textOf(quiet);
    expect(text).toContain('No test result is recorded on this device.');
    expect(text).toContain('No open work order.');
    expect(text).not.toContain('Verdict:');
  });

  it('is written in the reader’s language (French labels, verdict and rule)', async () => {
    const { reports: fr } = await import('@/i18n/locales/fr/reports');
    const { tests: frTests } = await import('@/i18n/locales/fr/tests');
    const text = await textOf(data, {
      ...options,
      text: { ...options.text, reports: englishText(fr), tests: englishText(frTests) },
      format: formatFor('fr'),
    });
    expect(text).toContain('Rapport de conformité');
    expect(text).toContain('Limites en vigueur');
    expect(text).toContain('NETA MTS Table 100.18');
    expect(text).not.toContain('Compliance report');
  });

  it('is named after the device', () => {
    expect(complianceFileName(CABINET)).toBe('compliance-24DC10003.pdf');
  });
});
