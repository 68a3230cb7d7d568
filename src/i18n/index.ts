export { createI18n } from './i18n';
export { loadKitCatalogues, catalogueLanguage } from './kit-i18n';
export { useKitTranslation, useKitI18n } from './use-kit-translation';
export { KIT_NAMESPACES, type KitNamespace, type KitNs } from './catalogues';
export { languages, isLanguage, directionOf, applyDocumentLanguage, DEFAULT_LANGUAGE, type Language, type Direction } from './languages';
