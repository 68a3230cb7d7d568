/**
 * `npm run openapi`: writes the API's OpenAPI 3.1 document, generated from the contract's
 * schemas, to src/api/openapi.json (shipped with the package) and public/openapi.json (served by
 * the running app at /openapi.json).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiText } from '../src/api/contract/openapi';

const targets = ['../src/api/openapi.json', '../public/openapi.json'].map((path) => fileURLToPath(new URL(path, import.meta.url)));
for (const target of targets) writeFileSync(target, openApiText());
console.log(`openapi: wrote ${targets.length} files`);
