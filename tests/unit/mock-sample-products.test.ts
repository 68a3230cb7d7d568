/**
 * The samples as an electrician reads them (issue 35.12): every maker is paired only with its
 * own model lines, a transformer's model says how it is insulated and how big it is, a motor's
 * current is what its power gives, a cable is made for the voltage it carries, a breaker in a
 * cabinet is no bigger than the cabinet. The makers' lines are written here again, apart from
 * the catalogue, so a slip in the data is caught rather than repeated.
 */
import { describe, expect, it } from 'vitest';

import { createMockDb } from '@/api/mock/db';
import type { Device } from '@/api/types/devices';

/** Maker → the model lines it makes (a model starts with one of them). */
const MAKER_LINES: Record<string, readonly string[]> = {
  ABB: [
    'MNS',
    'System pro E',
    'RESIBLOC',
    'UniGear',
    'SafeRing',
    'Tmax',
    'Emax',
    'REF615',
    'RET615',
    'REB611',
    'REM615',
    'M3BP',
    'APCQ',
  ],
  'Schneider Electric': [
    'Prisma',
    'Blokset',
    'Trihal',
    'Minera',
    'PIX',
    'SM6',
    'Compact NSX',
    'Masterpact',
    'iEM',
    'PowerLogic',
    'Galaxy',
    'VarSet',
  ],
  Siemens: [
    'GEAFOL',
    'TUMETIC',
    'NXAIR',
    '8DJH',
    'NXPLUS',
    'SENTRON 3VA',
    'SENTRON 3WL',
    'SIPROTEC',
    'SIMOTICS',
    'SIVACON',
  ],
  Chint: ['GCS', 'GGD', 'NM8N', 'NA8'],
  Delixi: ['GGD', 'GCK'],
  TBEA: ['SCB13', 'S13-M', 'SZ11'],
  'XJ Electric': ['KYN28A', 'KYN61', 'XGN15', 'WXH', 'WBH', 'WMH'],
  NARI: ['PCS-'],
  Eaton: ['NZM', 'IZMX', '93PM'],
  Linyang: ['DTZ1513'],
  Holley: ['DTSD545'],
  Wasion: ['DTZ341'],
  Vertiv: ['Liebert'],
  Huawei: ['UPS5000', 'SUN2000'],
  Cummins: ['C'],
  Weichai: ['WPG'],
  Caterpillar: ['Cat '],
  Yuchai: ['YC'],
  'Far East Cable': ['YJV', 'NH-YJV'],
  Baosheng: ['YJV', 'NH-YJV'],
  Prysmian: ['N2XY', 'N2XSY', 'NHXH'],
  Nexans: ['N2XY', 'N2XSY', 'NHXH'],
  WEG: ['W22'],
  Wolong: ['YE3'],
  Sungrow: ['SG'],
  SMA: ['Sunny Tripower'],
  Growatt: ['MAX'],
};

const CAST_RESIN = /^(SCB|GEAFOL|Trihal|RESIBLOC)/;
const OIL = /^(S13-M|SZ11|TUMETIC|Minera)/;

function samples(options: { scale?: number; seed?: number } = {}) {
  const db = createMockDb({ now: '2026-06-15T09:00:00Z', ...options });
  const code = new Map(db.deviceTypes.map((t) => [t.id, t.code]));
  return {
    devices: db.devices.map((d) => ({ ...d, code: code.get(d.typeId)! })),
    byNumber: new Map(db.devices.map((d) => [d.number, d])),
  };
}

/**
 * What is wrong with a device's maker, model and nameplate, as an electrician would say it; empty
 * when nothing is.
 */
function frowns(d: Device & { code: string }, host: Device | undefined): string[] {
  const wrong: string[] = [];
  const lines = MAKER_LINES[d.manufacturer];
  if (!lines) wrong.push(`unknown maker ${d.manufacturer}`);
  else if (!lines.some((line) => d.model.startsWith(line)))
    wrong.push(`${d.manufacturer} does not make ${d.model}`);
  const plate = d.nameplate;
  if (d.code === 'TR') {
    const expected = CAST_RESIN.test(d.model)
      ? 'Cast resin'
      : OIL.test(d.model)
        ? 'Mineral oil'
        : undefined;
    if (plate.insulationMedium !== expected)
      wrong.push(`${d.model} is not ${plate.insulationMedium}`);
    if (d.name.startsWith('Dry-type') && plate.insulationMedium !== 'Cast resin')
      wrong.push('a dry-type transformer that is not dry');
    if (d.name.startsWith('Oil-immersed') && plate.insulationMedium !== 'Mineral oil')
      wrong.push('an oil-immersed transformer without oil');
    // Chinese designations carry the size: SCB13-1000/10 is 1000 kVA at 10 kV.
    const size = /-(\d+)\/(\d+)$/.exec(d.model);
    if (
      size &&
      (Number(size[1]) !== plate.ratedPowerKva || Number(size[2]) !== plate.ratedVoltageKv)
    )
      wrong.push(`${d.model} is not ${plate.ratedPowerKva} kVA at ${plate.ratedVoltageKv} kV`);
  }
  if (d.code === 'MO') {
    const current = plate.ratedPowerKva! / (Math.sqrt(3) * plate.ratedVoltageKv!);
    if (Math.abs(plate.ratedCurrentA! - current) > 1)
      wrong.push(
        `a ${plate.ratedPowerKva} kVA motor at ${plate.ratedVoltageKv} kV drawing ${plate.ratedCurrentA} A`,
      );
  }
  if (d.code === 'CA') {
    const rated = /(\d+(?:\.\d+)?)\/(\d+)/.exec(d.model);
    const systemKv = plate.ratedVoltageKv!;
    // Uo/U: the cable's line voltage U is at least the system's, and the next class up at most.
    if (!rated || Number(rated[2]) < systemKv || Number(rated[2]) > Math.max(1, systemKv * 1.5))
      wrong.push(`a ${rated?.[0]} kV cable on a ${systemKv} kV system`);
  }
  if (d.code === 'IV') {
    const kw = /(\d+)(?:KTL|CX|$)/.exec(d.model.replace(/ LV$|-X LV$|-M\d$/, ''));
    if (kw && Number(kw[1]) !== plate.ratedPowerKva)
      wrong.push(`${d.model} rated ${plate.ratedPowerKva} kVA`);
  }
  if (d.code === 'SG' && /^(SafeRing|8DJH|XGN15)/.test(d.model) && plate.ratedCurrentA! > 630)
    wrong.push(`a ${plate.ratedCurrentA} A ring main unit`);
  if (d.code === 'SG') {
    const classKv = /-(\d+(?:\.\d+)?)$/.exec(d.model);
    if (
      classKv &&
      (Number(classKv[1]) < plate.ratedVoltageKv! ||
        Number(classKv[1]) > plate.ratedVoltageKv! * 1.3)
    )
      wrong.push(`${d.model} on ${plate.ratedVoltageKv} kV`);
  }
  if (d.code === 'CB') {
    const acb = /^(Masterpact|Emax|SENTRON 3WL|NA8|IZMX)/.test(d.model);
    if (acb !== plate.ratedCurrentA! > 630) wrong.push(`${d.model} rated ${plate.ratedCurrentA} A`);
  }
  if (host && (d.code === 'CB' || d.code === 'MT')) {
    if (plate.ratedVoltageKv !== host.nameplate.ratedVoltageKv)
      wrong.push(
        `a ${plate.ratedVoltageKv} kV ${d.code} in a ${host.nameplate.ratedVoltageKv} kV cabinet`,
      );
    if (plate.ratedCurrentA! > host.nameplate.ratedCurrentA!)
      wrong.push(
        `a ${plate.ratedCurrentA} A breaker in a ${host.nameplate.ratedCurrentA} A cabinet`,
      );
  }
  return wrong;
}

describe('sample makers and models (issue 35.12)', () => {
  it.each([{ scale: 1 }, { scale: 3, seed: 77 }, { scale: 2, seed: 5 }])(
    'pairs every device of the sample with its own maker’s line, sized and insulated as its nameplate says (%o)',
    (options) => {
      const { devices, byNumber } = samples(options);
      const problems = devices.flatMap((d) =>
        frowns(d, d.parentNumber ? byNumber.get(d.parentNumber) : undefined).map(
          (p) => `${d.number} ${d.name}: ${p}`,
        ),
      );
      expect(problems).toEqual([]);
    },
  );

  it('leaves none of the pairings the issue found (ABB Masterpact, Siemens NSX250N, SMA SUN2000, a dry-type S13-M)', () => {
    const { devices } = samples();
    const seen = devices.map((d) => `${d.manufacturer} ${d.model} ${d.name}`);
    expect(
      seen.filter((s) => /^ABB .*Masterpact|^Siemens .*NSX|^SMA .*SUN2000|S13-M.*Dry-type/.test(s)),
    ).toEqual([]);
    // Every kind of transformer is there, each with its own models.
    expect(
      devices.some((d) => d.code === 'TR' && d.nameplate.insulationMedium === 'Cast resin'),
    ).toBe(true);
    expect(
      devices.some((d) => d.code === 'TR' && d.nameplate.insulationMedium === 'Mineral oil'),
    ).toBe(true);
    // Many makers, not one per type.
    expect(new Set(devices.map((d) => d.manufacturer)).size).toBeGreaterThan(15);
  });
});
