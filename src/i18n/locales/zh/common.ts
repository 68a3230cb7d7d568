/** common messages (zh). */
export const common = {
  appName: '电气设备管理',
  appNameNative: '电气设备管理',
  actions: { save: '保存', cancel: '取消', delete: '删除', edit: '编辑', add: '新增', close: '关闭', retry: '重试', search: '搜索', reset: '重置', confirm: '确认', export: '导出', back: '返回' },
  states: {
    signOut: '退出登录',
    errorHint: '页面出现错误。返回首页或重新加载通常即可恢复，已保存的内容不会丢失。',
    reload: '重新加载',
    loading: '加载中…', empty: '暂无数据', error: '出错了', notFound: '页面不存在', notFoundHint: '找不到您要访问的页面。',
    backHome: '返回首页', notAuthorized: '无权访问', notAuthorizedHint: '您没有查看此页面的权限。', comingSoon: '该页面正在建设中。',
  },
  ui: { remove: '移除 {{label}}', more: '还有 {{count}} 个', loading: '加载中', progress: '进度', details: '详细信息', notifications: '通知' },
} as const;
