// DESIGN budgets: the built console is served precompressed (the build writes .br and .gz beside
// each file); hashed files under /assets/ are cached for a year, index.html is checked every time.
import { createReadStream, existsSync, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { chosenScheme, plainIndex, type IndexVariant } from './index-variant';
import { send, sendNotFound } from './responses';
import { securityHeaders } from './security-headers';

export type FileRoute = (request: IncomingMessage, response: ServerResponse, pathname: string) => Promise<void> | void;

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

// The precompressed siblings, in the order they are preferred.
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The route of the built console; decided once per boot, as a device's flash does not change under it. */
export function consoleFiles(consoleDir: string, indexVariant?: IndexVariant): FileRoute {
  if (!existsSync(path.join(consoleDir, 'index.html'))) {
    return (_request, response, pathname) =>
      pathname === '/'
        ? send(response, 200, { 'content-type': 'text/plain; charset=utf-8', ...securityHeaders }, 'The console is not built. Run: npm run build\n')
        : sendNotFound(response, pathname);
  }
  const root = path.resolve(consoleDir);
  return async (request, response, pathname) => {
    const index = indexVariant && (pathname === '/' || pathname === `/${plainIndex}`);
    let file = index ? path.join(root, await indexVariant(request)) : fileOf(root, pathname);
    let found = file === undefined ? undefined : await pick(file, request.headers['accept-encoding']);
    if (index && !found) {
      file = path.join(root, plainIndex);
      found = await pick(file, request.headers['accept-encoding']);
    }
    if (!file || !found) return sendNotFound(response, pathname);
    const scheme = index ? chosenScheme(request) : undefined;
    const body = scheme ? await inScheme(file, scheme, request.headers['accept-encoding']) : undefined;
    const served = body ?? found;
    const hashed = path.relative(root, file).split(path.sep)[0] === 'assets';
    const tag = `W/"${served.stats.size.toString(16)}-${Math.floor(served.stats.mtimeMs).toString(16)}${scheme ?? ''}"`;
    const headers: OutgoingHttpHeaders = {
      'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: index ? 'accept-encoding, cookie, accept-language' : 'accept-encoding',
      etag: tag,
      'last-modified': served.stats.mtime.toUTCString(),
      ...(served.encoding ? { 'content-encoding': served.encoding } : {}),
      ...securityHeaders,
    };
    if (notModified(request, tag, served.stats)) {
      response.writeHead(304, headers).end();
    } else if (request.method === 'HEAD') {
      response.writeHead(200, { 'content-length': body?.bytes.length ?? served.stats.size, ...headers }).end();
    } else if (body) {
      response.writeHead(200, { 'content-length': body.bytes.length, ...headers }).end(body.bytes);
    } else {
      response.writeHead(200, { 'content-length': served.stats.size, ...headers });
      pipeline(createReadStream(served.path), response, () => undefined);
    }
  };
}

/**
 * The page as the visitor chose to see it: <html data-scheme> set before any script runs, so a
 * choice other than the OS's never shows the OS's first. Rewritten per request (a few KB, gzip
 * level 6 in well under a millisecond) rather than built as more copies, which would count in
 * the console's size budget.
 */
async function inScheme(file: string, scheme: 'light' | 'dark', acceptEncoding: string | string[] | undefined) {
  const stats = await regularFile(file);
  if (!stats) return undefined;
  const html = Buffer.from((await readFile(file, 'utf8')).replace(/<html /, `<html data-scheme="${scheme}" `));
  const gzip = acceptedEncodings(acceptEncoding).has('gzip');
  return { path: file, stats, encoding: gzip ? ('gzip' as const) : undefined, bytes: gzip ? zlib().gzipSync(html) : html };
}

// node:zlib costs 0.7 MB of resident memory from the moment it loads: loaded with the first page
// served in a colour scheme (as create-backup.ts loads it with the first backup), not at start.
const zlib = () => process.getBuiltinModule('node:zlib');

/** The file under root that a URL path names; undefined for anything that could leave it or is hidden. */
function fileOf(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.'))) return undefined;
  if (decoded.endsWith('/')) segments.push('index.html');
  return path.join(root, ...segments);
}

async function pick(file: string, acceptEncoding: string | string[] | undefined) {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const { name, suffix } of encodings) {
    if (!accepted.has(name)) continue;
    const stats = await regularFile(file + suffix);
    if (stats) return { path: file + suffix, stats, encoding: name };
  }
  const stats = await regularFile(file);
  return stats ? { path: file, stats, encoding: undefined } : undefined;
}

function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

async function regularFile(file: string): Promise<Stats | undefined> {
  const stats = await stat(file).catch(() => undefined);
  return stats?.isFile() ? stats : undefined;
}

function notModified(request: IncomingMessage, tag: string, stats: Stats): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) return ifNoneMatch.split(',').some((candidate) => candidate.trim() === tag || candidate.trim() === '*');
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(stats.mtimeMs / 1000) * 1000 <= since;
}
