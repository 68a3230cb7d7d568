/**
 * One FieldBaseProps for every field (issue 37 point 3): label, hint, error and required used to
 * be declared again in each field's props beside FieldProps. Now only field.tsx declares them;
 * a field that needs them extends FieldBaseProps.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const dir = join(__dirname, '../../src/components/form');

test('only field.tsx declares the hint and error props; every other field extends FieldBaseProps', () => {
  const declaring = readdirSync(dir)
    .filter((f) => f.endsWith('.tsx'))
    .filter((f) => /^\s*(hint|error)\?: ReactNode;/m.test(readFileSync(join(dir, f), 'utf8')));
  expect(declaring).toEqual(['field.tsx']);
  const extending = readdirSync(dir).filter(
    (f) => f.endsWith('.tsx') && /\bFieldBaseProps\b/.test(readFileSync(join(dir, f), 'utf8')),
  );
  expect(extending.length).toBeGreaterThanOrEqual(11);
});
