export { createI18n, applyDocumentLanguage } from './i18n';
export { languages, isLanguage, directionOf, DEFAULT_LANGUAGE, type Language, type Direction } from './languages';
export { resources, namespaces, type Namespace } from './resources';
