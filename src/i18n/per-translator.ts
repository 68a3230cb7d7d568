const made = new WeakMap<object, Map<string, unknown>>();

/**
 * What `make` returns for this translator, made once. A table asks the same messages for every row
 * (a status's label, a grade's tooltip, "Select row …"), and a 100-row page turn spent a visible
 * part of its time in i18next's `t` (docs/performance.md#figures-the-code-relies-on). Keyed by the
 * translator itself, so nothing goes stale: useKitTranslation gives a new `t` for a new language,
 * and it is only made once the language's catalogue is in.
 */
export function perTranslator<V>(t: object, key: string, make: () => V): V {
  let values = made.get(t);
  if (!values) made.set(t, (values = new Map()));
  if (values.has(key)) return values.get(key) as V;
  const value = make();
  values.set(key, value);
  return value;
}

/**
 * A message with one value in it, as a function of that value: `t` is called once (with a
 * marker for the value) and each call after that fills the marker in. For messages whose value
 * is plain text put in as it is (i18next's `{{name}}`, no formatting, no plural).
 */
export function messageTemplate(text: string, marker: string): (value: string) => string {
  const parts = text.split(marker);
  return (value) => parts.join(value);
}
