/** deviceForms messages (ar). Keys mirror en/deviceForms.ts. */
export const deviceForms = {
  /** A save refused because someone else changed the record meanwhile (412). */
  conflict: {
    title: 'غيّره شخص آخر',
    unresolved:
      'اختر القيمة التي تحتفظ بها لكل حقل غيّرتماه كلاكما. تغييراته الأخرى موجودة في النموذج، وتغييراتك محفوظة.',
    merged: 'دُمج مع ما حفظه: تغييراته في النموذج، وتغييراتك محفوظة. لا يُحفظ شيء حتى تحفظ.',
    none: 'تغيّرت تفاصيل غير معروضة هنا فقط، وهي محفوظة، وكذلك ما كتبته. لا يُحفظ شيء حتى تحفظ.',
    taken: 'مأخوذ مما حفظه (لم تغيّر هذه الحقول):',
    separator: ': ',
    was: '(كان {{value}})',
    both: 'غيّرتماه كلاكما:',
    original: 'عند فتحه: {{value}}',
    theirs: 'نسخته (المحفوظة الآن)',
    mine: 'نسختك (المكتوبة)',
    empty: '(فارغ)',
    useAllTheirs: 'استخدم كل نسخته',
    keepAllMine: 'احتفظ بكل نسختي',
    chooseFirst: 'اختر نسخته أو نسختك لكل حقل غيّرتماه كلاكما، ثم احفظ.',
  },
  intervalImpact: {
    title: 'بفاصل {{days}} يومًا بين الفحوص',
    devices: 'أجهزة هذا النوع: {{count}}',
    overdue: 'متأخرة',
    due: 'مستحقة خلال 30 يومًا',
    value: '{{after}} (الآن {{before}})',
    working: 'جارٍ حساب ما ستغيّره {{days}} يومًا…',
    failed: 'تعذّر حساب ما سيغيّره الفاصل الجديد.',
    retry: 'أعد المحاولة',
    confirmTitle: 'تغيير فاصل الفحص إلى {{days}} يومًا؟',
    confirmMessage:
      'الفحوص المتأخرة: {{overdue}} (الآن {{overdueNow}}). المستحقة خلال 30 يومًا: {{due}} (الآن {{dueNow}}).',
    confirmUnknown: 'تعذّر حساب ما سيغيّره ذلك لأجهزة هذا النوع.',
    confirm: 'غيّر الفاصل',
  },
} as const;
