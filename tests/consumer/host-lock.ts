/**
 * A package-lock.json for the host app, cut from ours: `npm ci --offline` then installs it from
 * the npm cache alone (ours records no download addresses, and `npm ci` never fetched the
 * registry's package documents that `npm install` would need to resolve versions offline).
 *
 * The host's tree is the part of our tree its dependencies reach, found with Node's own lookup
 * (a package's `node_modules`, then each parent's, then the top); our packed tarball joins it as
 * a `file:` entry whose dependencies resolve the same way.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [key: string]: unknown;
}
interface Lock {
  name?: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockEntry>;
}

/** Where `name` resolves from the package installed at `from` (a lock path), or undefined. */
function lookup(
  packages: Record<string, LockEntry>,
  from: string,
  name: string,
): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

export interface HostPackage {
  tarball: string;
  manifest: {
    name: string;
    version: string;
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
    peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  };
}

/**
 * The host's `package.json` and lock: `deps` are names taken at our locked versions, plus the
 * packed kit. Optional peers nobody asked for stay out, as npm leaves them out.
 */
export function hostLock(
  ourLockPath: string,
  kit: HostPackage,
  deps: string[],
  devDeps: string[] = [],
) {
  const ours = JSON.parse(readFileSync(ourLockPath, 'utf8')) as Lock;
  const src = ours.packages;
  const versionOf = (name: string) => {
    const entry = src[`node_modules/${name}`];
    if (!entry?.version) throw new Error(`${name} is not in our lock, so not in the npm cache`);
    return entry.version;
  };
  const kitPath = `node_modules/${kit.manifest.name}`;
  const integrity = `sha512-${createHash('sha512').update(readFileSync(kit.tarball)).digest('base64')}`;
  const packages: Record<string, LockEntry> = {};
  const kitEntry: LockEntry = {
    version: kit.manifest.version,
    resolved: `file:${kit.tarball}`,
    integrity,
    dependencies: kit.manifest.dependencies,
    peerDependencies: kit.manifest.peerDependencies,
    peerDependenciesMeta: kit.manifest.peerDependenciesMeta,
  };
  const all = { ...src, [kitPath]: kitEntry };

  const wanted = new Set<string>();
  const visit = (path: string) => {
    if (wanted.has(path)) return;
    wanted.add(path);
    const entry = all[path];
    const optionalPeers = new Set(
      Object.entries(entry.peerDependenciesMeta ?? {})
        .filter(([, m]) => m.optional)
        .map(([n]) => n),
    );
    const names = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((n) => !optionalPeers.has(n)),
    ];
    for (const name of names) {
      const found = lookup(all, path, name);
      if (found) visit(found);
    }
  };
  for (const name of [...deps, ...devDeps]) visit(`node_modules/${name}`);
  visit(kitPath);
  // Optional peers the host does have are part of the tree through the host itself.
  for (const path of [...wanted].sort()) {
    const { dev: _dev, devOptional: _devOptional, peer: _peer, ...entry } = all[path];
    packages[path] = entry;
  }

  const dependencies = Object.fromEntries([
    [kit.manifest.name, `file:${kit.tarball}`],
    ...deps.map((n) => [n, versionOf(n)]),
  ]);
  const devDependencies = Object.fromEntries(devDeps.map((n) => [n, versionOf(n)]));
  const manifest = {
    name: 'host-app',
    version: '0.0.0',
    private: true,
    type: 'module',
    dependencies,
    devDependencies,
  };
  packages[''] = { name: 'host-app', version: '0.0.0', dependencies, devDependencies };
  // Development-only packages carry `dev`, as npm writes them, so `npm ci` checks them alike.
  const prod = new Set<string>();
  const markProd = (path: string) => {
    if (prod.has(path)) return;
    prod.add(path);
    const entry = all[path];
    for (const name of [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
    ]) {
      const found = lookup(all, path, name);
      if (found) markProd(found);
    }
  };
  for (const name of deps) markProd(`node_modules/${name}`);
  markProd(kitPath);
  for (const path of Object.keys(packages))
    if (path && !prod.has(path)) packages[path] = { ...packages[path], dev: true };
  const lock: Lock = { name: 'host-app', lockfileVersion: 3, requires: true, packages };
  return { manifest, lock };
}
