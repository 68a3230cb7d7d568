/** deviceForms messages (zh). Keys mirror en/deviceForms.ts. */
export const deviceForms = {
  /** A save refused because someone else changed the record meanwhile (412). */
  conflict: {
    title: '已被他人修改',
    unresolved:
      '请为双方都修改过的每个字段选择要保留的值。他人的其他修改已填入表单，您的修改均已保留。',
    merged:
      '已与他人保存的内容合并：他人的修改已填入表单，您的修改均已保留。保存之前不会保存任何内容。',
    none: '仅此处未显示的信息有更改，这些更改及您输入的内容均已保留。保存之前不会保存任何内容。',
    taken: '已采用他人保存的值（您未修改这些字段）：',
    separator: '：',
    was: '（原为 {{value}}）',
    both: '双方都修改过：',
    original: '打开时：{{value}}',
    theirs: '他人的（现已保存）',
    mine: '您的（已输入）',
    empty: '（空）',
    useAllTheirs: '全部使用他人的',
    keepAllMine: '全部保留我的',
    chooseFirst: '请为双方都修改过的每个字段选择他人的或您的值，然后保存。',
  },
  intervalImpact: {
    title: '检验间隔为 {{days}} 天时',
    devices: '此类型的设备：{{count}}',
    overdue: '已逾期',
    due: '30 天内到期',
    value: '{{after}}（当前 {{before}}）',
    working: '正在计算 {{days}} 天的影响…',
    failed: '无法计算新间隔的影响。',
    retry: '重试',
    confirmTitle: '将检验间隔改为 {{days}} 天？',
    confirmMessage:
      '逾期检验：{{overdue}}（当前 {{overdueNow}}）。30 天内到期：{{due}}（当前 {{dueNow}}）。',
    confirmUnknown: '无法计算此更改对该类型设备的影响。',
    confirm: '更改间隔',
  },
} as const;
