// DESIGN budgets: the built console is served precompressed (the build writes .br and .gz beside
// each file); hashed files under /assets/ are cached for a year, index.html is checked every time.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export async function registerConsoleFiles(app: FastifyInstance, consoleDir: string): Promise<void> {
  if (!existsSync(path.join(consoleDir, 'index.html'))) {
    app.get('/', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send('The console is not built. Run: npm run build\n'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: consoleDir,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, file) => {
      const hashed = path.relative(consoleDir, file).split(path.sep)[0] === 'assets';
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('vary', 'accept-encoding');
    },
  });
}
