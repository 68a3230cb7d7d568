/**
 * Electrical tests against limits (docs/domain/electrical-tests.md), written once for the
 * simulation, the server and the screens: the templates and their default limits as data, the
 * checks of values and limits, and the verdict rules.
 */
export * from './checks';
export * from './templates';
export * from './verdicts';
export * from './recording';
