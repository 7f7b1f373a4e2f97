// Spec 3 and 7: GET ../menu_conf.json (the console adds a time parameter to defeat caches).
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';

export function registerMenuConfRoute(app: FastifyInstance, file: string): void {
  app.get('/menu_conf.json', async (_request, reply) => {
    const text = await readFile(file, 'utf8').catch(() => undefined);
    reply.header('cache-control', 'no-store');
    if (text === undefined) return reply.code(404).type('application/json').send({ code: '-12', msg: 'menu_conf.json missing' });
    return reply.type('application/json; charset=utf-8').send(text);
  });
}
