import type { i18n as I18n } from 'i18next';
import { KIT_NAMESPACE_DEFS } from './catalogues';
import { ensureKitCatalogues } from './kit-i18n';

/**
 * Loads every kit namespace for a language ahead of rendering: server rendering and tests call
 * it before `renderToString`, so no component has to wait.
 */
export async function loadKitCatalogues(i18n: I18n, lng: string = i18n.language): Promise<void> {
  await ensureKitCatalogues(i18n, KIT_NAMESPACE_DEFS, lng);
}
