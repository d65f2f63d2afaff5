/**
 * Generates api/contract/types.ts from the merged contract with openapi-typescript, so the client's and the sandbox's
 * request and response types come from the contract (issue #3). `npm run contract:types` writes the file;
 * `--check` exits 1 when the file is out of date (a test runs the same comparison).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { loadContract } from './loadContract';

/** Where the generated types live. */
export const contractTypesFile = fileURLToPath(new URL('./types.ts', import.meta.url));

const banner = `/**
 * Generated from api/contract (openapi.yaml + paths/*.yaml) by \`npm run contract:types\`. Do not edit by hand:
 * change the contract and run the command again. A test fails while this file is out of date.
 */
`;

/** The types file the current contract gives. */
export async function renderContractTypes(): Promise<string> {
  const { document } = loadContract();
  const ast = await openapiTS(structuredClone(document) as never, { alphabetize: false, exportType: false });
  return banner + astToString(ast);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const rendered = await renderContractTypes();
  if (process.argv.includes('--check')) {
    const current = readFileSync(contractTypesFile, 'utf8');
    if (current !== rendered) {
      console.error('api/contract/types.ts is out of date: run `npm run contract:types`.');
      process.exit(1);
    }
  } else {
    writeFileSync(contractTypesFile, rendered);
    console.log(`Wrote ${contractTypesFile}`);
  }
}
