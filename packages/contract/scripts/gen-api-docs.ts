// `npm run docs`: writes docs/api.md from the contract.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderApiDocs } from './render-api-docs';

export const apiDocsPath = fileURLToPath(new URL('../../../docs/api.md', import.meta.url));

writeFileSync(apiDocsPath, renderApiDocs());
console.log(`wrote ${apiDocsPath}`);
