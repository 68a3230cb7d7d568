/** common messages (ar). */
export const common = {
  appName: 'إدارة المعدات الكهربائية',
  appNameNative: '电气设备管理',
  actions: { save: 'حفظ', cancel: 'إلغاء', delete: 'حذف', edit: 'تعديل', add: 'إضافة', close: 'إغلاق', retry: 'حاول مرة أخرى', search: 'بحث', reset: 'إعادة تعيين', confirm: 'تأكيد', export: 'تصدير', back: 'رجوع' },
  states: {
    signOut: 'تسجيل الخروج',
    errorHint: 'توقفت الصفحة عن العمل. العودة إلى الرئيسية أو إعادة التحميل تحل المشكلة عادة، ولا يضيع شيء مما حفظته.',
    reload: 'إعادة التحميل',
    loading: 'جارٍ التحميل…', empty: 'لا يوجد شيء بعد', error: 'حدث خطأ ما', notFound: 'الصفحة غير موجودة',
    notFoundHint: 'لم نتمكن من العثور على الصفحة التي تبحث عنها.', backHome: 'العودة إلى الرئيسية', notAuthorized: 'غير مصرح لك',
    notAuthorizedHint: 'ليس لديك إذن لعرض هذه الصفحة.', comingSoon: 'هذه الشاشة قيد الإنشاء.',
  },
  ui: { remove: 'إزالة {{label}}', more: '{{count}} أخرى', loading: 'جارٍ التحميل', progress: 'التقدم', details: 'التفاصيل', notifications: 'الإشعارات' },
} as const;
