/**
 * `npm run openapi`: writes the API's OpenAPI 3.1 document, generated from the contract's
 * schemas, to src/api/openapi.json (the readable copy in the repository) and public/openapi.json
 * (served by the running app at /openapi.json): every call, the sample apps' included.
 *
 * `tsx scripts/openapi.ts --package dist/openapi.json` (part of `build:lib`) writes the package's
 * document instead: the calls of the package's screens and simulation only, minified.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { kitOperations } from '../src/api/contract/kit-routes';
import { openApiDocument, openApiText } from '../src/api/contract/openapi';

const packageAt = process.argv.indexOf('--package');
if (packageAt !== -1) {
  const target = process.argv[packageAt + 1];
  if (!target) throw new Error('--package needs the file to write');
  writeFileSync(target, JSON.stringify(openApiDocument(kitOperations)));
  console.log(`openapi: wrote the package's document to ${target}`);
} else {
  const targets = ['../src/api/openapi.json', '../public/openapi.json'].map((path) => fileURLToPath(new URL(path, import.meta.url)));
  for (const target of targets) writeFileSync(target, openApiText());
  console.log(`openapi: wrote ${targets.length} files`);
}
