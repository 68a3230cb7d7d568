/**
 * The twelve device types of DEVICE-DOMAIN.md with what a sample device of each looks like:
 * names, makers, models and how its nameplate is filled. Fixed lists, not random text, so the
 * samples read like a real register.
 */
import type { DeviceCategory, DeviceThresholds, Nameplate, NameplateField } from '../../../types/devices';
import type { Rng } from '../random';

export interface TypeSpec {
  code: string;
  name: string;
  category: DeviceCategory;
  description: string;
  inspectionIntervalDays: number;
  nameplateFields: NameplateField[];
  thresholds: DeviceThresholds;
  /** Devices of this type at scale 1 (the sum is 122). */
  count: number;
  /** Sample device names (a number is appended). */
  names: readonly string[];
  manufacturers: readonly string[];
  models: readonly string[];
  /** Where devices of this type sit: in rooms/floors (big plant) or panels/bays. */
  placement: 'room' | 'panel';
  nameplate: (rng: Rng) => Nameplate;
}

const lv = (rng: Rng) => rng.pick([0.4, 0.4, 0.4, 0.69]);
const mv = (rng: Rng) => rng.pick([10, 10, 20, 35]);

export const TYPE_SPECS: readonly TypeSpec[] = [
  {
    code: 'DC',
    name: 'Distribution cabinet',
    category: 'distribution',
    description: 'Low-voltage cabinet feeding lighting, power and HVAC circuits.',
    inspectionIntervalDays: 180,
    nameplateFields: ['ratedVoltageKv', 'ratedCurrentA', 'frequencyHz', 'phases', 'ipRating'],
    thresholds: { maxTemperatureC: 70, maxLoadPercent: 90 },
    count: 18,
    names: ['Power distribution cabinet', 'Lighting distribution cabinet', 'HVAC distribution cabinet', 'Emergency lighting cabinet', 'Server room cabinet'],
    manufacturers: ['Schneider Electric', 'ABB', 'Chint', 'Delixi'],
    models: ['GGD-2', 'MNS-3.0', 'XL-21', 'Blokset D', 'GCS-1'],
    placement: 'panel',
    nameplate: (rng) => ({ ratedVoltageKv: lv(rng), ratedCurrentA: rng.pick([400, 630, 800, 1250]), frequencyHz: 50, phases: 3, ipRating: rng.pick(['IP30', 'IP40', 'IP54']) }),
  },
  {
    code: 'TR',
    name: 'Transformer',
    category: 'transformation',
    description: 'Steps medium voltage down to the 0.4 kV distribution level.',
    inspectionIntervalDays: 365,
    nameplateFields: ['ratedVoltageKv', 'ratedPowerKva', 'frequencyHz', 'phases', 'impedancePercent', 'vectorGroup', 'insulationMedium'],
    thresholds: { maxTemperatureC: 95, maxLoadPercent: 100 },
    count: 8,
    names: ['Main transformer', 'Dry-type transformer', 'Oil-immersed transformer', 'Auxiliary transformer'],
    manufacturers: ['TBEA', 'Siemens', 'ABB', 'Shandong Electrical'],
    models: ['SCB13-1000', 'SCB14-1600', 'S13-M-800', 'SZ11-2000'],
    placement: 'room',
    nameplate: (rng) => {
      const dry = rng.chance(0.6);
      return {
        ratedVoltageKv: mv(rng),
        ratedPowerKva: rng.pick([630, 800, 1000, 1250, 1600, 2000]),
        frequencyHz: 50,
        phases: 3,
        impedancePercent: rng.pick([4, 4.5, 6, 6]),
        vectorGroup: rng.pick(['Dyn11', 'Dyn11', 'Yyn0']),
        insulationMedium: dry ? 'Cast resin' : 'Mineral oil',
      };
    },
  },
  {
    code: 'SG',
    name: 'Switchgear',
    category: 'distribution',
    description: 'Medium-voltage switchgear panels of the incoming and outgoing feeders.',
    inspectionIntervalDays: 365,
    nameplateFields: ['ratedVoltageKv', 'ratedCurrentA', 'breakingCapacityKa', 'frequencyHz', 'insulationMedium', 'ipRating'],
    thresholds: { maxTemperatureC: 75, maxLoadPercent: 90 },
    count: 12,
    names: ['Incoming feeder panel', 'Outgoing feeder panel', 'Bus coupler panel', 'Metering panel', 'PT panel'],
    manufacturers: ['ABB', 'Siemens', 'Schneider Electric', 'XJ Electric'],
    models: ['KYN28A-12', 'UniGear ZS1', 'NXAIR', 'PIX-12', 'XGN15-12'],
    placement: 'room',
    nameplate: (rng) => ({
      ratedVoltageKv: mv(rng),
      ratedCurrentA: rng.pick([630, 1250, 2500]),
      breakingCapacityKa: rng.pick([20, 25, 31.5]),
      frequencyHz: 50,
      insulationMedium: rng.pick(['Air', 'SF6', 'Vacuum']),
      ipRating: rng.pick(['IP4X', 'IP41']),
    }),
  },
  {
    code: 'CB',
    name: 'Circuit breaker',
    category: 'protection',
    description: 'Molded-case and air circuit breakers, usually mounted inside a cabinet.',
    inspectionIntervalDays: 180,
    nameplateFields: ['ratedVoltageKv', 'ratedCurrentA', 'breakingCapacityKa', 'phases'],
    thresholds: { maxTemperatureC: 70, maxLoadPercent: 95 },
    count: 30,
    names: ['Main breaker', 'Feeder breaker', 'Lighting breaker', 'Motor breaker', 'Tie breaker'],
    manufacturers: ['Schneider Electric', 'ABB', 'Chint', 'Siemens', 'Eaton'],
    models: ['NSX250N', 'Tmax XT4', 'NM8N-250', 'Masterpact MTZ2', '3VA2'],
    placement: 'panel',
    nameplate: (rng) => ({ ratedVoltageKv: 0.4, ratedCurrentA: rng.pick([63, 100, 160, 250, 400, 630, 1600]), breakingCapacityKa: rng.pick([25, 36, 50, 65]), phases: rng.pick([3, 3, 4]) }),
  },
  {
    code: 'RP',
    name: 'Relay protection',
    category: 'protection',
    description: 'Protection relays of the feeders, transformers and bus bars.',
    inspectionIntervalDays: 365,
    nameplateFields: ['ratedVoltageKv', 'frequencyHz'],
    thresholds: { maxTemperatureC: 60, maxLoadPercent: 80 },
    count: 10,
    names: ['Feeder protection relay', 'Transformer differential relay', 'Bus protection relay', 'Motor protection relay'],
    manufacturers: ['NARI', 'XJ Electric', 'Siemens', 'ABB'],
    models: ['PCS-9611', 'WXH-822', 'SIPROTEC 7SJ82', 'REF615'],
    placement: 'panel',
    nameplate: (rng) => ({ ratedVoltageKv: mv(rng), frequencyHz: 50 }),
  },
  {
    code: 'MT',
    name: 'Energy meter',
    category: 'metering',
    description: 'Revenue and sub-metering of active and reactive energy.',
    inspectionIntervalDays: 730,
    nameplateFields: ['ratedVoltageKv', 'ratedCurrentA', 'frequencyHz', 'phases'],
    thresholds: { maxTemperatureC: 60, maxLoadPercent: 100 },
    count: 12,
    names: ['Main energy meter', 'Sub-meter', 'Tenant meter', 'HVAC meter'],
    manufacturers: ['Linyang', 'Holley', 'Wasion', 'Schneider Electric'],
    models: ['DTZ1513', 'DTSD545', 'iEM3255', 'PM5560'],
    placement: 'panel',
    nameplate: (rng) => ({ ratedVoltageKv: 0.4, ratedCurrentA: rng.pick([5, 10, 60, 100]), frequencyHz: 50, phases: 3 }),
  },
  {
    code: 'UP',
    name: 'UPS',
    category: 'backup_power',
    description: 'Uninterruptible power supplies of IT and control loads.',
    inspectionIntervalDays: 90,
    nameplateFields: ['ratedVoltageKv', 'ratedPowerKva', 'frequencyHz', 'phases'],
    thresholds: { maxTemperatureC: 40, maxLoadPercent: 80 },
    count: 6,
    names: ['Data hall UPS', 'Control room UPS', 'Network UPS'],
    manufacturers: ['Vertiv', 'Eaton', 'Huawei', 'Schneider Electric'],
    models: ['Liebert EXM', '93PM', 'UPS5000-E', 'Galaxy VS'],
    placement: 'room',
    nameplate: (rng) => ({ ratedVoltageKv: 0.4, ratedPowerKva: rng.pick([60, 100, 200, 400]), frequencyHz: 50, phases: 3 }),
  },
  {
    code: 'GN',
    name: 'Generator',
    category: 'backup_power',
    description: 'Standby diesel generator sets.',
    inspectionIntervalDays: 30,
    nameplateFields: ['ratedVoltageKv', 'ratedPowerKva', 'frequencyHz', 'phases', 'ipRating'],
    thresholds: { maxTemperatureC: 105, maxLoadPercent: 90 },
    count: 4,
    names: ['Standby diesel generator', 'Emergency generator'],
    manufacturers: ['Cummins', 'Weichai', 'Caterpillar', 'Yuchai'],
    models: ['C1100D5', 'WPG825', 'C18', 'YC6T'],
    placement: 'room',
    nameplate: (rng) => ({ ratedVoltageKv: 0.4, ratedPowerKva: rng.pick([500, 825, 1100, 1500]), frequencyHz: 50, phases: 3, ipRating: 'IP23' }),
  },
  {
    code: 'CA',
    name: 'Cable',
    category: 'cabling',
    description: 'Power cable runs between switchgear, transformers and cabinets.',
    inspectionIntervalDays: 365,
    nameplateFields: ['ratedVoltageKv', 'ratedCurrentA', 'insulationMedium'],
    thresholds: { maxTemperatureC: 90, maxLoadPercent: 100 },
    count: 8,
    names: ['Feeder cable', 'Transformer cable', 'Bus duct', 'Riser cable'],
    manufacturers: ['Far East Cable', 'Baosheng', 'Prysmian', 'Nexans'],
    models: ['YJV22-8.7/15 3x240', 'YJV-0.6/1 4x185', 'NH-YJV 5x35', 'CCX-2500A'],
    placement: 'panel',
    nameplate: (rng) => ({ ratedVoltageKv: rng.pick([0.6, 8.7, 26]), ratedCurrentA: rng.pick([250, 400, 630]), insulationMedium: 'XLPE' }),
  },
  {
    code: 'MO',
    name: 'Motor',
    category: 'load',
    description: 'Induction motors of pumps, fans and compressors.',
    inspectionIntervalDays: 90,
    nameplateFields: ['ratedVoltageKv', 'ratedPowerKva', 'ratedCurrentA', 'frequencyHz', 'phases', 'ipRating'],
    thresholds: { maxTemperatureC: 85, maxLoadPercent: 100 },
    count: 6,
    names: ['Chilled water pump motor', 'Cooling tower fan motor', 'Air compressor motor', 'Fire pump motor'],
    manufacturers: ['WEG', 'Siemens', 'ABB', 'Wolong'],
    models: ['W22-280S', '1LE1001', 'M3BP 250', 'YE3-225M'],
    placement: 'panel',
    nameplate: (rng) => ({ ratedVoltageKv: 0.4, ratedPowerKva: rng.pick([22, 37, 55, 90]), ratedCurrentA: rng.pick([42, 70, 103, 165]), frequencyHz: 50, phases: 3, ipRating: 'IP55' }),
  },
  {
    code: 'IV',
    name: 'Inverter',
    category: 'backup_power',
    description: 'Photovoltaic and battery-storage inverters.',
    inspectionIntervalDays: 180,
    nameplateFields: ['ratedVoltageKv', 'ratedPowerKva', 'frequencyHz', 'phases', 'ipRating'],
    thresholds: { maxTemperatureC: 65, maxLoadPercent: 95 },
    count: 4,
    names: ['Rooftop PV inverter', 'Battery storage inverter'],
    manufacturers: ['Huawei', 'Sungrow', 'SMA', 'Growatt'],
    models: ['SUN2000-100KTL', 'SG110CX', 'Sunny Tripower CORE2', 'MAX 100KTL3'],
    placement: 'panel',
    nameplate: (rng) => ({ ratedVoltageKv: 0.4, ratedPowerKva: rng.pick([50, 100, 110, 125]), frequencyHz: 50, phases: 3, ipRating: 'IP66' }),
  },
  {
    code: 'CP',
    name: 'Capacitor bank',
    category: 'distribution',
    description: 'Power-factor correction banks on the low-voltage bus.',
    inspectionIntervalDays: 180,
    nameplateFields: ['ratedVoltageKv', 'ratedPowerKva', 'frequencyHz', 'phases'],
    thresholds: { maxTemperatureC: 55, maxLoadPercent: 100 },
    count: 4,
    names: ['Power factor correction bank', 'Harmonic filter bank'],
    manufacturers: ['Schneider Electric', 'ABB', 'Chint', 'Epcos'],
    models: ['VarSet', 'CLMD', 'NWK1-GR', 'PhaseCap'],
    placement: 'panel',
    nameplate: (rng) => ({ ratedVoltageKv: 0.4, ratedPowerKva: rng.pick([150, 200, 300, 400]), frequencyHz: 50, phases: 3 }),
  },
];
