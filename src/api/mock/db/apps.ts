/** The sample apps of SPEC.md §3 (users, invoices, e-commerce, e-mail, chat, …). Filled by issue 3. */
import type { GeneratorContext } from './index';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AppsData {}

export function createAppsData(_ctx: GeneratorContext): AppsData {
  return {};
}
