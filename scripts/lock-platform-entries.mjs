/**
 * `node scripts/lock-platform-entries.mjs`: completes package-lock.json after an install.
 *
 * The npm registry reachable here lacks some versions of other platforms' native packages
 * (e.g. @rollup/rollup-darwin-arm64, @tailwindcss/oxide-win32-x64-msvc). npm then leaves them
 * out of the lock file, and `npm ci` refuses the lock ("Missing: … from lock file"). This adds
 * an entry for every optional dependency the lock names but lacks, marked optional with its
 * os/cpu, so `npm ci` accepts the lock and skips them on this platform as it should.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const has = (name) =>
  Object.keys(lock.packages).some(
    (k) => k === `node_modules/${name}` || k.endsWith(`/node_modules/${name}`),
  );
const match = (name, table) => table.find(([re]) => re.test(name))?.[1];
const OS = [
  [/android/, 'android'],
  [/darwin/, 'darwin'],
  [/freebsd/, 'freebsd'],
  [/openbsd/, 'openbsd'],
  [/openharmony/, 'openharmony'],
  [/win32/, 'win32'],
  [/linux/, 'linux'],
];
const CPU = [
  [/wasm32/, 'wasm32'],
  [/arm64/, 'arm64'],
  [/ia32/, 'ia32'],
  [/loong64/, 'loong64'],
  [/ppc64/, 'ppc64'],
  [/riscv64/, 'riscv64'],
  [/s390x/, 's390x'],
  [/x64/, 'x64'],
  [/arm/, 'arm'],
];

let added = 0;
for (const [, pkg] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const os = match(name, OS);
    const cpu = match(name, CPU);
    if (has(name) || (!os && !cpu)) continue; // only platform binaries
    const entry = { version, ...(pkg.dev ? { dev: true } : {}), optional: true };
    if (cpu) entry.cpu = [cpu];
    if (os) entry.os = [os];
    if (os === 'linux') entry.libc = [/musl/.test(name) ? 'musl' : 'glibc'];
    lock.packages[`node_modules/${name}`] = entry;
    added++;
  }
}
writeFileSync(path, JSON.stringify(lock, null, 2) + '\n');
console.log(`package-lock.json: ${added} platform entries added`);
