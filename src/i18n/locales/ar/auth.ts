/** auth messages (ar). */
export const auth = {
  welcome: 'مرحبًا بك في {{app}}!', subtitle: 'يرجى تسجيل الدخول إلى حسابك والبدء', email: 'البريد الإلكتروني', password: 'كلمة المرور',
  showPassword: 'إظهار كلمة المرور', hidePassword: 'إخفاء كلمة المرور', remember: 'تذكرني', signIn: 'تسجيل الدخول', signingIn: 'جارٍ تسجيل الدخول…',
  demoAccounts: 'حسابات تجريبية', demoAdmin: 'المسؤول: {{email}} / {{password}}', demoClient: 'العميل: {{email}} / {{password}}', useAccount: 'استخدم هذا الحساب',
  emailRequired: 'البريد الإلكتروني مطلوب', emailInvalid: 'أدخل بريدًا إلكترونيًا صالحًا', passwordRequired: 'كلمة المرور مطلوبة', logout: 'تسجيل الخروج',
} as const;
