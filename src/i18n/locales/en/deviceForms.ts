/**
 * The device forms' own messages, loaded with the forms (they open in drawers and dialogs loaded
 * when first used): a save refused because someone else saved first, and what a type's new
 * inspection interval would change.
 */
export const deviceForms = {
  /** A save refused because someone else changed the record meanwhile (412). */
  conflict: {
    title: 'Changed by someone else',
    unresolved:
      'Choose the value to keep for each field you both changed. Their other changes are already in the form, and yours are kept.',
    merged:
      'Merged with what they saved: their changes are in the form, and yours are kept. Nothing is saved until you save.',
    none: 'Only details not shown here changed; they are kept, and so is what you typed. Nothing is saved until you save.',
    taken: 'Taken from their save (you had not changed these):',
    separator: ': ',
    was: '(was {{value}})',
    both: 'Changed by both of you:',
    original: 'When you opened it: {{value}}',
    theirs: 'Theirs (saved now)',
    mine: 'Yours (typed)',
    empty: '(empty)',
    useAllTheirs: 'Use all theirs',
    keepAllMine: 'Keep all mine',
    chooseFirst: 'Choose theirs or yours for each field you both changed, then save.',
  },
  /** What a type's new inspection interval would change, shown before it is saved. */
  intervalImpact: {
    title: 'With {{days}} days between inspections',
    devices: 'Devices of this type: {{count}}',
    overdue: 'Overdue',
    due: 'Due within 30 days',
    value: '{{after}} (now {{before}})',
    working: 'Working out what {{days}} days would change…',
    failed: 'What the new interval would change could not be worked out.',
    retry: 'Try again',
    confirmTitle: 'Change the inspection interval to {{days}} days?',
    confirmMessage:
      'Overdue inspections: {{overdue}} (now {{overdueNow}}). Due within 30 days: {{due}} (now {{dueNow}}).',
    confirmUnknown: 'What this changes for the type’s devices could not be worked out.',
    confirm: 'Change interval',
  },
} as const;
