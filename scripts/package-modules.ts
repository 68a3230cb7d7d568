/**
 * The package's public entries and the source modules they reach (statically or through a lazy
 * import), read off esbuild's metafile without writing anything. tsup builds exactly these
 * modules (tsup.config.ts), and tests/unit/package-scope.test.ts checks that none of them belongs
 * to the demo app's sample apps.
 */
import { build } from 'esbuild';

export const PUBLIC_ENTRIES = {
  index: 'src/index.ts',
  mock: 'src/api/mock/index.ts',
  'mock-node': 'src/api/mock/node.ts',
} as const;

export async function reachableModules(): Promise<string[]> {
  const result = await build({
    entryPoints: Object.values(PUBLIC_ENTRIES),
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    metafile: true,
    packages: 'external',
    jsx: 'automatic',
    outdir: 'dist',
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs).filter(
    (file) => /^src\/.*\.tsx?$/.test(file) && !file.endsWith('.d.ts'),
  );
}
