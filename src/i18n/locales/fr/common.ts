/** common messages (fr). */
export const common = {
  appName: 'Gestion des équipements électriques',
  appNameNative: '电气设备管理',
  actions: { save: 'Enregistrer', cancel: 'Annuler', delete: 'Supprimer', edit: 'Modifier', add: 'Ajouter', close: 'Fermer', retry: 'Réessayer', search: 'Rechercher', reset: 'Réinitialiser', confirm: 'Confirmer', export: 'Exporter', back: 'Retour' },
  states: {
    signOut: 'Se déconnecter',
    errorHint: 'La page a cessé de fonctionner. Revenir à l’accueil ou recharger suffit en général ; rien de ce que vous avez enregistré n’est perdu.',
    reload: 'Recharger',
    loading: 'Chargement…', empty: 'Rien pour le moment', error: 'Une erreur est survenue', notFound: 'Page introuvable',
    notFoundHint: 'Nous ne trouvons pas la page demandée.', backHome: "Retour à l'accueil", notAuthorized: "Vous n'êtes pas autorisé",
    notAuthorizedHint: "Vous n'avez pas la permission de voir cette page.", comingSoon: 'Cet écran est en construction.',
  },
  ui: { remove: 'Retirer {{label}}', more: '{{count}} de plus', loading: 'Chargement', progress: 'Progression', details: 'Détails', notifications: 'Notifications' },
} as const;
