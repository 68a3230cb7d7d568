/**
 * `npm run openapi`: writes the API's OpenAPI 3.1 document, generated from the contract's
 * schemas, to src/api/openapi.json (the readable copy in the repository) and public/openapi.json
 * (served by the running app at /openapi.json): every call, the sample apps' included.
 *
 * `tsx scripts/openapi.ts --package dist/openapi.json` (part of `build:lib`) writes the package's
 * document instead: the calls of the package's screens and simulation only, minified.
 *
 * The examples of answers are the simulation's own: each call's example request
 * (src/api/contract/examples.ts) is sent to it over the fixed sample data
 * (mock/example-answers.ts).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { kitOperations } from '../src/api/contract/kit-routes';
import { openApiDocument, openApiText } from '../src/api/contract/openapi';
import { operations } from '../src/api/contract/routes';
import { exampleAnswers } from '../src/api/mock/example-answers';

const packageAt = process.argv.indexOf('--package');
if (packageAt !== -1) {
  const target = process.argv[packageAt + 1];
  if (!target) throw new Error('--package needs the file to write');
  writeFileSync(
    target,
    JSON.stringify(openApiDocument(kitOperations, await exampleAnswers(kitOperations))),
  );
  console.log(`openapi: wrote the package's document to ${target}`);
} else {
  const targets = ['../src/api/openapi.json', '../public/openapi.json'].map((path) =>
    fileURLToPath(new URL(path, import.meta.url)),
  );
  const text = openApiText(operations, await exampleAnswers(operations));
  for (const target of targets) writeFileSync(target, text);
  console.log(`openapi: wrote ${targets.length} files`);
}
