// One HTTP server per boot: a reboot closes it and the next boot builds a fresh one.
// Plain node:http, no framework: Fastify alone cost 13-20 MB of the 60 MB budget (DESIGN "Budgets";
// bench/README.md "Device budgets"), and the daemon has three routes and a folder of files.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Logger } from '../log';
import type { Dispatch } from './dispatcher';
import { answerApiCall, isApiPath } from './api-route';
import { consoleFiles } from './console-files';
import { serveMenuConf } from './menu-conf-route';
import { sendJson, sendNotFound } from './responses';

export interface ServerOptions {
  dispatch: Dispatch;
  consoleDir: string;
  menuConfFile: string;
  log: Logger;
}

/** What PowerCycle needs of a boot's server. */
export interface DeviceServer {
  readonly server: Server;
  listen(options: { host: string; port: number }): Promise<void>;
  /** stops listening and drops every connection, kept-alive ones included */
  close(): Promise<void>;
}

export async function buildServer({ dispatch, consoleDir, menuConfFile, log }: ServerOptions): Promise<DeviceServer> {
  const serveConsole = consoleFiles(consoleDir);
  const route = (request: IncomingMessage, response: ServerResponse): Promise<void> | void => {
    const url = request.url ?? '/';
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    if (isApiPath(pathname)) {
      // No HEAD twin: a HEAD request must not run an op.
      if (request.method === 'GET' || request.method === 'POST') {
        return answerApiCall(request, response, queryAt === -1 ? '' : url.slice(queryAt + 1), dispatch);
      }
      return sendNotFound(response, pathname);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendNotFound(response, pathname);
    if (pathname === '/menu_conf.json') return serveMenuConf(response, menuConfFile);
    return serveConsole(request, response, pathname);
  };
  const server = createServer(
    // Long enough for a 64 MiB firmware upload over a slow link; headers still time out after 60 s.
    // Kept-alive connections outlive the console's 10 s keep-alive poll.
    { requestTimeout: 300_000, keepAliveTimeout: 72_000 },
    (request, response) => {
      try {
        const pending = route(request, response);
        if (pending) pending.catch((err: unknown) => failed(request, response, err, log));
      } catch (err) {
        failed(request, response, err, log);
      }
    },
  );
  return {
    server,
    listen: ({ host, port }) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      }),
    close: () =>
      new Promise((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        // A reboot drops every connection, kept-alive ones included, like a device going dark.
        server.closeAllConnections();
      }),
  };
}

function failed(request: IncomingMessage, response: ServerResponse, err: unknown, log: Logger): void {
  // The path only: the token rides in the query string.
  log.error(`${request.method} ${(request.url ?? '').split('?')[0]} failed`, err);
  if (response.headersSent) response.destroy();
  else sendJson(response, 500, { code: '-12', msg: 'internal error' });
}
