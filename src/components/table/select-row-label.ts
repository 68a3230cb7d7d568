import type { TFunction } from 'i18next';

import { messageTemplate, perTranslator } from '@/i18n/per-translator';

/** Stands for the row id in the checkbox's label, filled in per row (see messageTemplate). */
const ROW_ID = '\u2063id\u2063';

/** "Select row {{id}}", translated once per translator (a row's or a card's checkbox). */
export function selectRowLabel(t: TFunction<'ee-table'>, id: string): string {
  return perTranslator(t, 'grid.selectRow', () =>
    messageTemplate(t('grid.selectRow', { id: ROW_ID }), ROW_ID),
  )(id);
}
