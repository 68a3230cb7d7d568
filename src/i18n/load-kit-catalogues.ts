import type { i18n as I18n } from 'i18next';

import { KIT_NAMESPACE_DEFS } from './catalogues';
import { ensureKitCatalogues } from './kit-i18n';

/**
 * Loads every kit namespace for a language ahead of rendering: a host's server render of kit
 * screens calls it before `renderToString`, so no component has to wait. The sample apps'
 * namespaces are not among them (the demo app, Storybook and tests use `loadAllCatalogues`).
 */
export async function loadKitCatalogues(i18n: I18n, lng: string = i18n.language): Promise<void> {
  await ensureKitCatalogues(i18n, KIT_NAMESPACE_DEFS, lng);
}
