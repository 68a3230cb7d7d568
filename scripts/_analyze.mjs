import { build } from 'vite';
import { gzipSync } from 'node:zlib';
process.env.NODE_ENV='production';
const out = {};
await build({ configFile: '/work/main/vite.config.ts', logLevel: 'silent', build: { outDir: '/tmp/ana/dist', emptyOutDir: true },
  plugins: [{ name: 'ana', generateBundle(_, bundle) {
    for (const [f, c] of Object.entries(bundle)) if (c.type === 'chunk') {
      out[f] = { gz: gzipSync(c.code).length/1024, imports: c.imports, dyn: c.dynamicImports, facade: c.facadeModuleId, mods: Object.entries(c.modules).map(([id, m]) => [id.replace(/.*node_modules\//,'nm:').replace('/work/main/',''), m.renderedLength]).sort((a,b)=>b[1]-a[1]) };
    }
  }}]});
const want = process.argv.slice(2);
for (const [f, c] of Object.entries(out)) {
  if (!want.some(w => f.includes(w) || (c.facade||'').includes(w))) continue;
  const total = c.mods.reduce((s,m)=>s+m[1],0);
  console.log(`\n== ${f} gz ${c.gz.toFixed(1)} kB raw ${(total/1024).toFixed(1)} facade ${c.facade} imports ${c.imports.join(',')}`);
  for (const [id, n] of c.mods.slice(0, 40)) console.log(`  ${(n/1024).toFixed(1).padStart(7)}  ~gz ${(n/total*c.gz).toFixed(1).padStart(5)}  ${id}`);
}
import('node:fs').then(fs=>fs.writeFileSync('/tmp/ana/out.json', JSON.stringify(out)));
