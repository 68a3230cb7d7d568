/**
 * The package's stylesheets, after tsup has written the JavaScript:
 * - `styles.css`: tokens, the kit's scoped reset, Leaflet's rules and the `ee:` utilities the
 *   shipped modules use (no preflight, no element rules, no cascade layers);
 * - `base.css`: Tailwind's preflight and the page typography, for apps the kit owns;
 * - `fonts.css`: the Public Sans weights the components use (400, 500, 600, 700), imported from
 *   our own dependency so a host needs no font package of its own (Vite and webpack resolve the
 *   import from this package's folder, pnpm included);
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

mkdirSync('dist', { recursive: true });
const tailwind = (input, output) =>
  execFileSync('npx', ['tailwindcss', '-i', input, '-o', output, '--minify'], { stdio: 'inherit' });
// The utilities of the modules the package ships: Tailwind scans the built modules (dist/), not
// the source tree, whose sample-app screens are not in the package.
const input = 'dist/.styles-input.css';
writeFileSync(input, "@import '../src/theme/styles.css';\n@source './';\n");
tailwind(input, 'dist/styles.css');
rmSync(input);
// Leaflet's rules for its default marker icon and layers control point at its image folder,
// which is not beside our stylesheet; the kit draws neither, so those declarations go.
const styles = readFileSync('dist/styles.css', 'utf8').replace(
  /background-image:url\(images\/[^)]*\);?/g,
  '',
);
writeFileSync('dist/styles.css', styles);
tailwind('src/theme/base.css', 'dist/base.css');
writeFileSync(
  'dist/fonts.css',
  ['400', '500', '600', '700']
    .map((weight) => `@import '@fontsource/public-sans/${weight}.css';`)
    .join('\n') + '\n',
);
