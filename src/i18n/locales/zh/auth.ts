/** auth messages (zh). */
export const auth = {
  welcome: '欢迎使用{{app}}！', subtitle: '请登录您的账户', email: '邮箱', password: '密码', showPassword: '显示密码', hidePassword: '隐藏密码',
  remember: '记住我', signIn: '登录', signingIn: '登录中…', demoAccounts: '演示账户', demoAdmin: '管理员：{{email}} / {{password}}', demoClient: '客户：{{email}} / {{password}}',
  useAccount: '使用此账户', emailRequired: '请输入邮箱', emailInvalid: '请输入有效的邮箱地址', passwordRequired: '请输入密码', logout: '退出登录',
} as const;
