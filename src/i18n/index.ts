export { createI18n } from './i18n';
export { loadKitCatalogues } from './load-kit-catalogues';
export { catalogueLanguage } from './kit-i18n';
export { useKitTranslation, useKitI18n, type KitTranslation } from './use-kit-translation';
export { KIT_NAMESPACES, type KitNamespace } from './catalogues';
export type { KitNs, KitNamespaceDef } from './namespace';
export {
  languages,
  isLanguage,
  directionOf,
  applyDocumentLanguage,
  DEFAULT_LANGUAGE,
  type Language,
  type Direction,
} from './languages';
