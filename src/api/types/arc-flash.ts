/**
 * The arc-flash study types of the API: inferred from the contract's schemas
 * (src/api/contract/arc-flash.ts), the one definition.
 */
export type {
  ArcFlashAnswer,
  ArcFlashStudy,
  ArcFlashStudyInput,
  ArcFlashStudyValues,
} from '../contract/arc-flash';
