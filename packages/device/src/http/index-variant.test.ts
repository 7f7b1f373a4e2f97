import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { indexVariant } from './index-variant';

let dir: string;
const menuConf = () => path.join(dir, 'menu_conf.json');
const visit = (cookie?: string, acceptLanguage?: string) =>
  ({ headers: { ...(cookie === undefined ? {} : { cookie }), ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) } }) as IncomingMessage;
const conf = (corporation: string) => writeFile(menuConf(), JSON.stringify({ config: { frequency: '2.4G', corporation } }));

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rc-index-variant-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('indexVariant', () => {
  it('serves the login page prerendered in the chosen language and the device brand', async () => {
    const pick = indexVariant(menuConf());
    await conf('SL');
    expect(await pick(visit('lang=en'))).toBe('index.en.sl.html');
    await conf('ZBT');
    expect(await pick(visit('x=1; lang=zh-TW'))).toBe('index.zh-TW.zbt.html');
  });

  it('falls back to the default language and brand, and never takes a path from the cookie', async () => {
    const pick = indexVariant(path.join(dir, 'missing.json'));
    expect(await pick(visit())).toBe('index.zh-CN.zbt.html');
    expect(await pick(visit('lang=../../etc/passwd'))).toBe('index.zh-CN.zbt.html');
  });

  it("follows the browser's Accept-Language when nobody chose a language (issue 43.7)", async () => {
    await conf('ZBT');
    const pick = indexVariant(menuConf());
    expect(await pick(visit(undefined, 'en-US,en;q=0.9'))).toBe('index.en.zbt.html');
    expect(await pick(visit(undefined, 'fr;q=0.9, zh-HK;q=0.8'))).toBe('index.zh-TW.zbt.html');
    expect(await pick(visit(undefined, 'de'))).toBe('index.zh-CN.zbt.html');
    expect(await pick(visit('lang=zh-CN', 'en-US'))).toBe('index.zh-CN.zbt.html');
  });

  it('gives a signed-in visitor the home page prerendered in the chosen language and the device brand', async () => {
    await conf('SL');
    const pick = indexVariant(menuConf());
    expect(await pick(visit('lang=en; AC_TOKEN=abc'))).toBe('home.en.sl.html');
    expect(await pick(visit('AC_TOKEN=abc; ROLE=admin'))).toBe('home.zh-CN.sl.html');
    expect(await pick(visit('AC_TOKEN=; lang=en'))).toBe('index.en.sl.html');
  });

  it('gives a signed-in visitor of another role than the prerendered header shows the plain index.html', async () => {
    expect(await indexVariant(menuConf())(visit('lang=en; AC_TOKEN=abc; ROLE=guest'))).toBe('index.html');
  });
});
