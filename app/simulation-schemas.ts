/**
 * The schema library (zod) and the contract's shared schemas, on their own: app/mock.ts imports
 * this first, so they are evaluated in a task before the rest of the simulation's script. One
 * name re-exported (the module would otherwise be empty); all of the contract's would each be
 * kept in the chunk.
 */
export { LIMITS } from '../src/api/contract/common';
