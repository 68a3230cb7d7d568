/** deviceForms messages (fr). Keys mirror en/deviceForms.ts. */
export const deviceForms = {
  /** A save refused because someone else changed the record meanwhile (412). */
  conflict: {
    title: "Modifié par quelqu'un d'autre",
    unresolved:
      'Choisissez la valeur à garder pour chaque champ que vous avez tous deux modifié. Ses autres modifications sont déjà dans le formulaire, et les vôtres sont conservées.',
    merged:
      "Fusionné avec ce qu'il a enregistré : ses modifications sont dans le formulaire, et les vôtres sont conservées. Rien n'est enregistré tant que vous n'enregistrez pas.",
    none: "Seules des informations non affichées ici ont changé ; elles sont conservées, tout comme votre saisie. Rien n'est enregistré tant que vous n'enregistrez pas.",
    taken: "Repris de son enregistrement (vous n'aviez pas modifié ces champs) :",
    separator: ' : ',
    was: '(avant : {{value}})',
    both: 'Modifiés par vous deux :',
    original: "À l'ouverture : {{value}}",
    theirs: 'Le sien (enregistré)',
    mine: 'Le vôtre (saisi)',
    empty: '(vide)',
    useAllTheirs: 'Reprendre tout le sien',
    keepAllMine: 'Garder tout le mien',
    chooseFirst:
      'Choisissez le sien ou le vôtre pour chaque champ que vous avez tous deux modifié, puis enregistrez.',
  },
  intervalImpact: {
    title: 'Avec {{days}} jours entre deux inspections',
    devices: 'Équipements de ce type : {{count}}',
    overdue: 'En retard',
    due: 'À faire sous 30 jours',
    value: '{{after}} (actuellement {{before}})',
    working: 'Calcul de l’effet de {{days}} jours…',
    failed: 'L’effet du nouvel intervalle n’a pas pu être calculé.',
    retry: 'Réessayer',
    confirmTitle: 'Passer l’intervalle d’inspection à {{days}} jours ?',
    confirmMessage:
      'Inspections en retard : {{overdue}} (actuellement {{overdueNow}}). À faire sous 30 jours : {{due}} (actuellement {{dueNow}}).',
    confirmUnknown: 'L’effet sur les équipements de ce type n’a pas pu être calculé.',
    confirm: 'Changer l’intervalle',
  },
} as const;
