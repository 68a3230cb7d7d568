/**
 * Every message catalogue, by language and namespace. English is the reference: the other
 * languages are typed against its keys' shape only loosely (missing keys fall back to English).
 */
import * as enCommon from './locales/en/common';
import * as enShell from './locales/en/shell';
import * as enAuth from './locales/en/auth';
import * as enTable from './locales/en/table';
import * as enDevices from './locales/en/devices';
import * as enApps from './locales/en/apps';
import * as enDeviceDetail from './locales/en/deviceDetail';
import * as frCommon from './locales/fr/common';
import * as frShell from './locales/fr/shell';
import * as frAuth from './locales/fr/auth';
import * as frTable from './locales/fr/table';
import * as frDevices from './locales/fr/devices';
import * as frApps from './locales/fr/apps';
import * as frDeviceDetail from './locales/fr/deviceDetail';
import * as arCommon from './locales/ar/common';
import * as arShell from './locales/ar/shell';
import * as arAuth from './locales/ar/auth';
import * as arTable from './locales/ar/table';
import * as arDevices from './locales/ar/devices';
import * as arApps from './locales/ar/apps';
import * as arDeviceDetail from './locales/ar/deviceDetail';
import * as zhCommon from './locales/zh/common';
import * as zhShell from './locales/zh/shell';
import * as zhAuth from './locales/zh/auth';
import * as zhTable from './locales/zh/table';
import * as zhDevices from './locales/zh/devices';
import * as zhApps from './locales/zh/apps';
import * as zhDeviceDetail from './locales/zh/deviceDetail';

export const namespaces = ['common', 'shell', 'auth', 'table', 'devices', 'deviceDetail', 'apps'] as const;
export type Namespace = (typeof namespaces)[number];

export const resources = {
  en: { common: enCommon.common, shell: enShell.shell, auth: enAuth.auth, table: enTable.table, devices: enDevices.devices, deviceDetail: enDeviceDetail.deviceDetail, apps: enApps.apps },
  fr: { common: frCommon.common, shell: frShell.shell, auth: frAuth.auth, table: frTable.table, devices: frDevices.devices, deviceDetail: frDeviceDetail.deviceDetail, apps: frApps.apps },
  ar: { common: arCommon.common, shell: arShell.shell, auth: arAuth.auth, table: arTable.table, devices: arDevices.devices, deviceDetail: arDeviceDetail.deviceDetail, apps: arApps.apps },
  zh: { common: zhCommon.common, shell: zhShell.shell, auth: zhAuth.auth, table: zhTable.table, devices: zhDevices.devices, deviceDetail: zhDeviceDetail.deviceDetail, apps: zhApps.apps },
} as const;
