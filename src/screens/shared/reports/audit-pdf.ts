/**
 * A location's audit report as a PDF (docs/domain/reports.md): every device under the location
 * (its subtree), each with an overdue inspection, the flagged or failed latest results and the
 * open orders, after a summary with the counts. A large site is made device by device: the page
 * gets the hand back between devices (never frozen), hears how far it is, and may cancel. Drawn
 * with the shared painter in the reader's language and direction; loaded on the click.
 */
import type { jsPDF as JsPdf } from 'jspdf';

import type { AuditBase } from '@/api/client/reports';
import type { DeviceListItem } from '@/api/types/devices';
import { TEST_VERDICTS, type TestResult, type TestVerdict } from '@/api/types/electrical-tests';

import { locationNamesOf, locationPathText } from '../location-trail';
import { M, newPdf, roomFor, savePdf, type Painter } from '../pdf/painter';
import { drawFields, drawFoot, drawParagraph, drawReportHead, drawSection } from './report-drawing';
import { ruleWords, type ReportOptions } from './report-text';

export interface AuditProgress {
  done: number;
  total: number;
}

export interface AuditRun {
  /** The latest result of each template of a device. */
  latest: (number: string, signal?: AbortSignal) => Promise<TestResult[]>;
  /** After each device. */
  onProgress?: (progress: AuditProgress) => void;
  /** Cancels the report: the build stops before the next device with the signal's reason. */
  signal?: AbortSignal;
}

/** What the summary counts, device by device. */
interface Counts {
  overdue: number;
  withOrders: number;
  verdicts: Record<TestVerdict, number>;
}

const RED: [number, number, number] = [220, 50, 50];
/** The room the summary takes on the first page, drawn there once every device is counted. */
const SUMMARY_HEIGHT = 110;

/** Gives the page its hand back (input, painting) before the next device. */
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** One device: name and place, overdue, flagged or failed results, open orders; the y below. */
function drawDevice(
  p: Painter,
  device: DeviceListItem,
  results: TestResult[],
  orders: AuditBase['ordersByDevice'][string],
  skip: number,
  o: ReportOptions,
  top: number,
): number {
  const { reports: r, tests: t } = o.text;
  const f = o.format;
  const bad = results.filter((result) => result.verdict !== 'pass');
  let y = roomFor(p, top, 44 + 14 * bad.length) + 22;
  p.text(`${device.number} · ${device.name}`, M, y, { size: 10.5, bold: true });
  const place = locationPathText(locationNamesOf(device).slice(skip));
  if (place) y = drawParagraph(p, place, y);
  if (device.overdue) {
    y = roomFor(p, y, 14) + 14;
    p.text(r('audit.overdueSince', { date: f.date(device.nextInspection) }), M, y, {
      size: 9.5,
      color: RED,
    });
  }
  if (bad.length > 0) {
    y = drawFields(
      p,
      bad.map((result) => [
        `${t(`template.${result.template}`)}: ${t(`verdict.${result.verdict}`)}`,
        `${ruleWords(t, f, result.rule)} (${f.date(result.performedAt)})`,
      ]),
      y,
      200,
    );
  }
  if (orders?.length) {
    y = drawParagraph(
      p,
      r('audit.openOrders', { numbers: orders.map((order) => order.number).join(', ') }),
      y,
    );
  }
  if (!device.overdue && bad.length === 0 && !orders?.length) {
    y = drawParagraph(p, r('audit.allClear'), y);
  }
  p.rule(y + 8);
  return y + 8;
}

/** The counts, on the first page under the head. */
function drawSummary(p: Painter, total: number, counts: Counts, o: ReportOptions, top: number) {
  const { reports: r, tests: t } = o.text;
  const f = o.format;
  p.doc.setPage(1);
  const y = drawSection(p, r('audit.summary'), top, 0);
  drawFields(
    p,
    [
      [r('audit.devices'), f.number(total)],
      [r('audit.overdue'), f.number(counts.overdue)],
      [r('audit.withOrders'), f.number(counts.withOrders)],
      [
        r('audit.verdicts'),
        TEST_VERDICTS.map((v) => `${t(`verdict.${v}`)} ${f.number(counts.verdicts[v])}`).join(
          ' · ',
        ),
      ],
    ],
    y,
    200,
  );
}

/** The audit report as a PDF document, device by device. */
export async function buildAuditPdf(base: AuditBase, o: ReportOptions, run: AuditRun) {
  const { reports: r } = o.text;
  const { location, path } = base.location;
  const subject = locationPathText(path.map((step) => step.name));
  const p = await newPdf({ title: `${r('audit.title')} · ${location.name}`, subject }, o.dir);
  const summaryTop = drawReportHead(p, r('audit.title'), subject);
  let y = summaryTop + SUMMARY_HEIGHT;
  const counts: Counts = { overdue: 0, withOrders: 0, verdicts: { pass: 0, flag: 0, fail: 0 } };
  const total = base.devices.length;
  if (total === 0) y = drawParagraph(p, r('audit.noDevices'), y);
  // A device's trail leaves out the location and the steps above it, which the head says.
  const skip = path.length;
  for (const [i, device] of base.devices.entries()) {
    run.signal?.throwIfAborted();
    const results = await run.latest(device.number, run.signal);
    const orders = base.ordersByDevice[device.number] ?? [];
    if (device.overdue) counts.overdue++;
    if (orders.length) counts.withOrders++;
    for (const result of results) counts.verdicts[result.verdict]++;
    y = drawDevice(p, device, results, orders, skip, o, y);
    run.onProgress?.({ done: i + 1, total });
    await yieldToPage();
  }
  run.signal?.throwIfAborted();
  drawSummary(p, total, counts, o, summaryTop);
  drawFoot(
    p,
    (page, pages) =>
      r('common.page', { page: o.format.number(page), pages: o.format.number(pages) }),
    r('common.generated', { date: o.format.dateTime(o.now) }),
  );
  return p.doc as JsPdf;
}

/** The file name a downloaded audit report gets. */
export const auditFileName = (locationId: number) => `audit-location-${locationId}.pdf`;

/** Builds the report and hands it to the browser as a download. */
export async function downloadAuditPdf(base: AuditBase, o: ReportOptions, run: AuditRun) {
  savePdf(await buildAuditPdf(base, o, run), auditFileName(base.location.location.id));
}
