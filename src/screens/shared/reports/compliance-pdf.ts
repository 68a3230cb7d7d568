/**
 * A device's compliance report as a PDF (docs/domain/reports.md): who the device is, the latest
 * result of each test recorded on it with its values, the limits in force and their sources, the
 * verdict and its rule in words, its open work orders and lines to sign. Drawn with the shared
 * painter in the reader's language and direction; this module (and jsPDF) loads on the click.
 */
import type { jsPDF as JsPdf } from 'jspdf';

import type { ComplianceData } from '@/api/client/reports';
import { NAMEPLATE_FIELDS } from '@/api/types/devices';
import type { TestResult, TestTemplate } from '@/api/types/electrical-tests';

import { locationPathText } from '../location-trail';
import { CONTENT_W, M, newPdf, roomFor, savePdf, type Painter } from '../pdf/painter';
import {
  drawFields,
  drawFoot,
  drawParagraph,
  drawReportHead,
  drawSection,
  drawSignatures,
  drawTable,
} from './report-drawing';
import { ruleWords, valueWords, type ReportOptions } from './report-text';

/** The device's identity and nameplate; the y below. */
function drawIdentity(p: Painter, { device }: ComplianceData, o: ReportOptions, top: number) {
  const { reports: r, devices: d } = o.text;
  const f = o.format;
  let y = drawSection(p, r('compliance.identity'), top);
  y = drawFields(
    p,
    [
      [r('compliance.number'), device.number],
      [r('compliance.name'), device.name],
      [
        r('compliance.type'),
        `${device.type.code || device.typeCode} ${device.type.name || device.typeName}`,
      ],
      [r('compliance.location'), locationPathText(device.locationPath.map((step) => step.name))],
      [r('compliance.status'), d(`status.${device.status}`)],
      [
        r('compliance.condition'),
        d('condition.grade', {
          grade: device.condition,
          label: d(`condition.${device.condition}`),
        }),
      ],
      [r('compliance.manufacturer'), device.manufacturer],
      [r('compliance.model'), device.model],
      [r('compliance.serialNumber'), device.serialNumber],
      [r('compliance.commissionDate'), device.commissionDate ? f.date(device.commissionDate) : ''],
      [r('compliance.lastInspection'), device.lastInspection ? f.date(device.lastInspection) : ''],
      [r('compliance.nextInspection'), device.nextInspection ? f.date(device.nextInspection) : ''],
    ],
    y,
  );
  const plate = device.nameplate as Record<string, string | number | undefined>;
  const pairs = NAMEPLATE_FIELDS.filter((key) => plate[key] !== undefined && plate[key] !== '').map(
    (key) => {
      const value = plate[key]!;
      return [d(`nameplate.${key}`), typeof value === 'number' ? f.number(value) : value] as const;
    },
  );
  if (pairs.length === 0) return y;
  y = drawSection(p, r('compliance.nameplate'), y);
  return drawFields(p, pairs, y);
}

/** One result: when and by whom, verdict and rule, values, limits in force; the y below. */
function drawResult(
  p: Painter,
  result: TestResult,
  template: TestTemplate | undefined,
  o: ReportOptions,
  top: number,
): number {
  const { reports: r, tests: t } = o.text;
  const f = o.format;
  let y = roomFor(p, top, 90) + 22;
  p.text(t(`template.${result.template}`), M, y, { size: 11, bold: true });
  y = drawParagraph(
    p,
    r('compliance.performed', {
      date: f.dateTime(result.performedAt),
      name: result.performedByName,
    }),
    y,
  );
  if (result.instrument) {
    const { model, serial, calibrationDue } = result.instrument;
    const calibration = calibrationDue
      ? ` · ${r('compliance.calibrationDue', { date: f.date(calibrationDue) })}`
      : '';
    y = drawParagraph(p, r('compliance.instrument', { model, serial }) + calibration, y);
  }
  const verdict = r('compliance.verdict', { verdict: t(`verdict.${result.verdict}`) });
  y = roomFor(p, y, 30) + 16;
  p.text(verdict, M, y, { size: 10, bold: true, color: VERDICT_COLOR[result.verdict] });
  for (const line of p.wrap(ruleWords(t, f, result.rule), CONTENT_W, { size: 10 })) {
    y += 14;
    p.text(line, M, y, { size: 10 });
  }
  const fields = template?.fields ?? [];
  const measured = fields
    .filter((field) => result.values[field.key] !== undefined)
    .map((field) => [
      t(`field.${field.key}`),
      valueWords(t, f, result.values[field.key], field.unit),
    ]);
  y = drawTable(
    p,
    [
      { heading: r('compliance.measured'), width: CONTENT_W - 140 },
      { heading: '', width: 140, align: 'end' },
    ],
    measured,
    y + 4,
  );
  const limits = (template?.limits ?? []).map((limit) => [
    t(`limit.${limit.key}`),
    valueWords(t, f, limit.value, limit.unit),
    limit.source,
  ]);
  if (limits.length > 0) {
    y = drawTable(
      p,
      [
        { heading: r('compliance.limitsInForce'), width: CONTENT_W - 230 },
        { heading: '', width: 80, align: 'end' },
        { heading: r('compliance.source'), width: 150 },
      ],
      limits,
      y + 4,
    );
  }
  if (result.correctiveOrderNumber) {
    y = drawParagraph(
      p,
      r('compliance.correctiveOrder', { number: result.correctiveOrderNumber }),
      y + 4,
    );
  }
  if (result.remarks) y = drawParagraph(p, r('compliance.remarks', { text: result.remarks }), y);
  return y;
}

const VERDICT_COLOR: Record<TestResult['verdict'], [number, number, number]> = {
  pass: [40, 150, 90],
  flag: [200, 120, 0],
  fail: [220, 50, 50],
};

/** The open work orders as a table (or a line saying there are none); the y below. */
function drawOrders(p: Painter, { orders }: ComplianceData, o: ReportOptions, top: number) {
  const { reports: r, workOrders: w } = o.text;
  const y = drawSection(p, r('compliance.orders'), top);
  if (orders.length === 0) return drawParagraph(p, r('compliance.noOrders'), y);
  return drawTable(
    p,
    [
      { heading: r('compliance.orderNumber'), width: 100 },
      { heading: r('compliance.orderTitle'), width: CONTENT_W - 330 },
      { heading: r('compliance.orderStatus'), width: 80 },
      { heading: r('compliance.orderPriority'), width: 70 },
      { heading: r('compliance.orderDue'), width: 80 },
    ],
    orders.map((order) => [
      order.number,
      order.title,
      w(`status.${order.status}`),
      w(`priority.${order.priority}`),
      order.dueDate ? o.format.date(order.dueDate) : '',
    ]),
    y,
  );
}

/** The compliance report as a PDF document. */
export async function buildCompliancePdf(data: ComplianceData, o: ReportOptions): Promise<JsPdf> {
  const { reports: r } = o.text;
  const { device } = data;
  const subject = `${device.number} · ${device.name}`;
  const p = await newPdf({ title: `${r('compliance.title')} · ${subject}`, subject }, o.dir);
  let y = drawReportHead(p, r('compliance.title'), subject);
  y = drawIdentity(p, data, o, y);
  y = drawSection(p, r('compliance.results'), y, 90);
  if (data.results.length === 0) y = drawParagraph(p, r('compliance.noResults'), y);
  for (const result of data.results) {
    const template = data.templates.templates.find((t) => t.key === result.template);
    y = drawResult(p, result, template, o, y);
  }
  y = drawOrders(p, data, o, y);
  y = drawSection(p, r('compliance.signatures'), y, 70);
  drawSignatures(
    p,
    [r('compliance.performedBy'), r('compliance.reviewedBy'), r('compliance.signatureDate')],
    y,
  );
  drawFoot(
    p,
    (page, pages) =>
      r('common.page', { page: o.format.number(page), pages: o.format.number(pages) }),
    r('common.generated', { date: o.format.dateTime(o.now) }),
  );
  return p.doc;
}

/** The file name a downloaded compliance report gets. */
export const complianceFileName = (number: string) => `compliance-${number}.pdf`;

/** Builds the report and hands it to the browser as a download. */
export async function downloadCompliancePdf(data: ComplianceData, o: ReportOptions) {
  savePdf(await buildCompliancePdf(data, o), complianceFileName(data.device.number));
}
