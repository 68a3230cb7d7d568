/** auth messages (fr). */
export const auth = {
  welcome: 'Bienvenue sur {{app}} !', subtitle: 'Connectez-vous à votre compte pour commencer', email: 'E-mail', password: 'Mot de passe',
  showPassword: 'Afficher le mot de passe', hidePassword: 'Masquer le mot de passe', remember: 'Se souvenir de moi', signIn: 'Se connecter', signingIn: 'Connexion…',
  demoAccounts: 'Comptes de démonstration', demoAdmin: 'Admin : {{email}} / {{password}}', demoClient: 'Client : {{email}} / {{password}}', useAccount: 'Utiliser ce compte',
  emailRequired: "L'e-mail est requis", emailInvalid: 'Saisissez une adresse e-mail valide', passwordRequired: 'Le mot de passe est requis', logout: 'Se déconnecter',
} as const;
