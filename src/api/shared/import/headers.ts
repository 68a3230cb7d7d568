/**
 * Columns matched to fields by their header (docs/domain/import.md), in every language the kit
 * speaks: a header is compared without case, accents, spaces or punctuation, so « Numéro »,
 * "NUMERO", 设备编号 and رقم الجهاز each find their field. Pure: the wizard proposes the mapping,
 * the API takes whatever mapping the user settled on.
 */
import { IMPORT_FIELDS, type ImportEntity, type ImportField } from './fields';

/**
 * The synonyms of each field, in en, fr, ar and zh. A field's own key (e.g. serialNumber) is
 * always one of its synonyms.
 */
const SYNONYMS: Record<ImportEntity, Partial<Record<string, readonly string[]>>> = {
  devices: {
    number: [
      'number',
      'device number',
      'device no',
      'asset number',
      'numéro',
      "numéro d'appareil",
      "numéro de l'appareil",
      "numéro d'équipement",
      'n°',
      'رقم الجهاز',
      'الرقم',
      'رقم',
      '设备编号',
      '编号',
      '设备号',
    ],
    name: [
      'name',
      'device name',
      'nom',
      "nom de l'appareil",
      'désignation',
      'الاسم',
      'اسم الجهاز',
      '名称',
      '设备名称',
    ],
    type: [
      'type',
      'device type',
      'type code',
      "type d'appareil",
      "type d'équipement",
      'النوع',
      'نوع الجهاز',
      '类型',
      '设备类型',
      '类型代码',
    ],
    location: [
      'location',
      'location path',
      'emplacement',
      'localisation',
      'lieu',
      'الموقع',
      '位置',
      '安装位置',
      '所在位置',
    ],
    parent: [
      'parent',
      'parent device',
      'parent number',
      'appareil parent',
      'الجهاز الأصل',
      'الجهاز الأب',
      '上级设备',
      '父设备',
    ],
    model: ['model', 'modèle', 'الطراز', 'الموديل', '型号'],
    manufacturer: [
      'manufacturer',
      'maker',
      'brand',
      'fabricant',
      'marque',
      'الشركة المصنعة',
      'المصنع',
      '制造商',
      '生产厂家',
      '厂家',
    ],
    serialNumber: [
      'serial number',
      'serial',
      's/n',
      'sn',
      'numéro de série',
      'الرقم التسلسلي',
      '序列号',
      '出厂编号',
    ],
    status: ['status', 'state', 'état', 'statut', 'الحالة', '状态'],
    condition: ['condition', 'condition grade', "note d'état", 'درجة الحالة', '状况', '状况等级'],
    installDate: [
      'install date',
      'installed',
      'installation date',
      "date d'installation",
      'تاريخ التركيب',
      '安装日期',
    ],
    commissionDate: [
      'commissioning date',
      'commission date',
      'commissioned',
      'date de mise en service',
      'mise en service',
      'تاريخ التشغيل',
      '投运日期',
      '投产日期',
    ],
    warrantyUntil: [
      'warranty until',
      'warranty end',
      'warranty',
      'fin de garantie',
      'garantie',
      'نهاية الضمان',
      '保修截止',
      '质保到期',
    ],
    lastInspection: ['last inspection', 'dernière inspection', 'آخر فحص', '上次巡检', '上次检查'],
    responsible: ['responsible', 'responsible person', 'owner', 'responsable', 'المسؤول', '负责人'],
    tags: ['tags', 'étiquettes', 'mots-clés', 'الوسوم', '标签'],
    notes: ['notes', 'remarks', 'comments', 'remarques', 'commentaires', 'ملاحظات', '备注'],
  },
  locations: {
    name: ['name', 'location', 'nom', 'emplacement', 'الاسم', 'الموقع', '名称', '位置名称'],
    kind: [
      'kind',
      'location kind',
      'genre',
      "type d'emplacement",
      'نوع الموقع',
      '类别',
      '位置类型',
    ],
    parent: [
      'parent',
      'parent location',
      'parent path',
      'emplacement parent',
      'الموقع الأصل',
      '上级位置',
    ],
    code: ['code', 'location code', "code d'emplacement", 'الرمز', '代码', '位置代码'],
    address: ['address', 'adresse', 'العنوان', '地址'],
    lat: ['lat', 'latitude', 'خط العرض', '纬度'],
    lng: ['lng', 'lon', 'longitude', 'خط الطول', '经度'],
    manager: ['manager', 'responsable', 'المدير', '负责人'],
  },
  deviceTypes: {
    code: ['code', 'type code', 'code du type', 'رمز النوع', '类型代码', '代码'],
    name: ['name', 'type name', 'nom', 'nom du type', 'اسم النوع', '名称', '类型名称'],
    category: ['category', 'catégorie', 'الفئة', '类别'],
    description: ['description', 'الوصف', '描述', '说明'],
    inspectionIntervalDays: [
      'inspection interval',
      'inspection interval days',
      'interval',
      "intervalle d'inspection",
      'intervalle',
      'فترة الفحص',
      '巡检周期',
      '检查周期',
    ],
    maxTemperatureC: [
      'max temperature',
      'maximum temperature',
      'température max',
      'température maximale',
      'أقصى درجة حرارة',
      '最高温度',
    ],
    maxLoadPercent: [
      'max load',
      'maximum load',
      'charge max',
      'charge maximale',
      'أقصى حمل',
      '最大负载',
    ],
  },
};

/**
 * A header as compared: compatibility forms folded, accents and other marks dropped, no case,
 * and nothing but letters and digits (so « N° » is "no", "Serial-Number" is "serialnumber").
 */
export function headerKey(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The field a column was matched to, and how sure the match is (1 exact, 0.6 partial, 0 none). */
export interface ColumnMatch {
  column: number;
  header: string;
  field: ImportField | null;
  confidence: number;
}

const EXACT = 1;
const PARTIAL = 0.6;
/** A partial match needs this many compared characters (two for Chinese, whose words are short). */
const partialLength = (key: string) => (/[\u3400-\u9fff]/u.test(key) ? 2 : 4);

/** Every field's compared synonyms, built once per entity. */
const keysCache = new Map<ImportEntity, Array<[ImportField, string[]]>>();
function synonymKeys(entity: ImportEntity): Array<[ImportField, string[]]> {
  let keys = keysCache.get(entity);
  if (!keys) {
    keys = IMPORT_FIELDS[entity].map((field) => [
      field,
      [field, ...(SYNONYMS[entity][field] ?? [])].map(headerKey).filter(Boolean),
    ]);
    keysCache.set(entity, keys);
  }
  return keys;
}

function scoreOf(key: string, synonyms: readonly string[]): number {
  if (!key) return 0;
  if (synonyms.includes(key)) return EXACT;
  const partial = synonyms.some(
    (s) =>
      Math.min(s.length, key.length) >= partialLength(s) && (key.includes(s) || s.includes(key)),
  );
  return partial ? PARTIAL : 0;
}

/**
 * The fields of the columns: each field goes to the column that matches it best (the first on a
 * tie), each column to one field at most; an unmatched column maps to null.
 */
export function matchHeaders(entity: ImportEntity, headers: readonly string[]): ColumnMatch[] {
  const keys = headers.map(headerKey);
  const candidates: Array<{ column: number; field: ImportField; score: number }> = [];
  for (const [field, synonyms] of synonymKeys(entity))
    keys.forEach((key, column) => {
      const score = scoreOf(key, synonyms);
      if (score > 0) candidates.push({ column, field, score });
    });
  candidates.sort((a, b) => b.score - a.score || a.column - b.column);
  const matches: ColumnMatch[] = headers.map((header, column) => ({
    column,
    header,
    field: null,
    confidence: 0,
  }));
  const taken = new Set<ImportField>();
  for (const { column, field, score } of candidates) {
    const match = matches[column]!;
    if (match.field !== null || taken.has(field)) continue;
    Object.assign(match, { field, confidence: score });
    taken.add(field);
  }
  return matches;
}

/** The mapping the API takes: each column's field, or null to leave it out. */
export const mappingOf = (matches: readonly ColumnMatch[]): Array<ImportField | null> =>
  matches.map((m) => m.field);
