// Every relative link in the README and docs/ names a file that exists, and an anchor a heading
// of that file (GitHub's slugs), so that moving text between pages cannot leave a dead link.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const pages = ['README.md', 'bench/README.md', ...readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

function slug(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
}

function anchors(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!)));
}

function links(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((href) => !/^[a-z]+:/i.test(href));
}

describe('documentation links', () => {
  it('finds the pages', () => {
    expect(pages).toEqual(expect.arrayContaining(['README.md', 'docs/openwrt.md', 'docs/flags.md', 'docs/security.md']));
  });

  it.each(pages)('%s links only to files and headings that exist', (page) => {
    const dead = links(page).filter((href) => {
      const [target, anchor] = href.split('#');
      const file = target ? path.resolve(path.dirname(path.join(root, page)), target) : path.join(root, page);
      if (!existsSync(file)) return true;
      return anchor !== undefined && file.endsWith('.md') && !anchors(file).has(anchor);
    });
    expect(dead).toEqual([]);
  });

  it('the README links every page of docs/', () => {
    const readme = links('README.md');
    for (const page of pages.filter((p) => p.startsWith('docs/'))) expect(readme).toContain(page);
  });
});
