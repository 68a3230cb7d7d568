/**
 * The arc-flash studies' table of the simulation (docs/domain/arc-flash.md): one study per
 * device number, as entered, with its version. The samples start with none: a study is an
 * engineer's report, entered through the API.
 */
import type { ArcFlashStudyValues } from '../contract/arc-flash';

export interface ArcFlashStudyRecord extends ArcFlashStudyValues {
  deviceNumber: string;
  version: number;
}

export interface ArcFlashData {
  arcFlashStudies: ArcFlashStudyRecord[];
}

export const createArcFlashData = (): ArcFlashData => ({ arcFlashStudies: [] });
