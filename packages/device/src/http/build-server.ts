// One Fastify instance per boot: a reboot closes it and the next boot builds a fresh one.
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Logger } from '../log';
import type { Dispatch } from './dispatcher';
import { registerApiRoutes } from './api-route';
import { registerConsoleFiles } from './console-files';
import { registerMenuConfRoute } from './menu-conf-route';
import { registerSecurityHeaders } from './security-headers';

export interface ServerOptions {
  dispatch: Dispatch;
  consoleDir: string;
  menuConfFile: string;
  log: Logger;
}

export const bodyLimitBytes = 64 * 1024;

export async function buildServer({ dispatch, consoleDir, menuConfFile, log }: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Fastify's logger would print request URLs, and the session token rides in the query string.
    logger: false,
    bodyLimit: bodyLimitBytes,
    // A reboot drops every connection, kept-alive ones included, like a device going dark.
    forceCloseConnections: true,
    // Long enough for a 64 MiB firmware upload over a slow link; headers still time out after 60 s.
    requestTimeout: 300_000,
  });
  registerSecurityHeaders(app);
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const status = err.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ code: '-2', msg: 'request body too large' });
    if (status >= 400 && status < 500) return reply.code(status).send({ code: '-2', msg: 'malformed request' });
    log.error(`${request.method} ${request.routeOptions.url ?? '?'} failed`, err);
    return reply.code(500).send({ code: '-12', msg: 'internal error' });
  });
  // Fastify's own 404 echoes the URL, query string (and so a token) included.
  app.setNotFoundHandler((request, reply) =>
    request.url.startsWith('/cgi-bin/')
      ? reply.code(404).send({ code: '-9', msg: 'not found' })
      : reply.code(404).type('text/plain; charset=utf-8').send('Not Found\n'),
  );
  registerApiRoutes(app, dispatch);
  registerMenuConfRoute(app, menuConfFile);
  await registerConsoleFiles(app, consoleDir);
  return app;
}
