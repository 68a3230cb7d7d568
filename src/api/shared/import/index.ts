/** The import's pure rules (docs/domain/import.md). */
export * from './devices';
export * from './fields';
export * from './headers';
export * from './references';
export * from './values';
export * from './batch';
