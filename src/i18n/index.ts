export { createI18n } from './i18n';
export { createLazyI18n } from './lazy';
export { languages, isLanguage, directionOf, applyDocumentLanguage, DEFAULT_LANGUAGE, type Language, type Direction } from './languages';
export { resources, namespaces, type Namespace } from './resources';
