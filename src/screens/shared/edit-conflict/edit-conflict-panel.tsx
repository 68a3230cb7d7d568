import type { FieldValues } from 'react-hook-form';

import { ConflictPanel } from './conflict-panel';
import { conflictRows, type DescribeField } from './conflict-rows';
import type { EditConflict, Versioned } from './use-edit-conflict';

export interface EditConflictPanelProps<T extends Versioned, V extends FieldValues> {
  /** The form's conflict state (`useEditConflict`). */
  edit: EditConflict<T, V>;
  /** The form's fields in its own words; those it does not know are not shown. */
  describe: DescribeField;
}

/** The conflict panel of a form using `useEditConflict`: nothing until a save met 412. */
export function EditConflictPanel<T extends Versioned, V extends FieldValues>({
  edit,
  describe,
}: EditConflictPanelProps<T, V>) {
  if (!edit.conflict) return null;
  const { taken, conflicts } = conflictRows(edit.conflict, describe);
  return (
    <ConflictPanel
      taken={taken}
      conflicts={conflicts}
      choices={edit.conflict.choices}
      resolved={edit.conflict.resolved}
      onChoose={edit.choose}
      onChooseAll={edit.chooseAll}
    />
  );
}
