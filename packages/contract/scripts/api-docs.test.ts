import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ops } from '../src/registry';
import { renderApiDocs } from './render-api-docs';

const apiDocsPath = fileURLToPath(new URL('../../../docs/api.md', import.meta.url));

describe('docs/api.md', () => {
  it('matches the contract', () => {
    const written = existsSync(apiDocsPath) ? readFileSync(apiDocsPath, 'utf8') : '';
    expect(written === renderApiDocs(), 'docs/api.md is out of date with the contract: run npm run docs').toBe(true);
  });

  it('names every op by the key the registry files it under', () => {
    for (const [name, def] of Object.entries(ops)) expect(def.op, `registry key ${name}`).toBe(name);
  });
});
