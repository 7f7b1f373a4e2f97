// One HTTP server per boot: a reboot closes it and the next boot builds a fresh one.
// Plain node:http, no framework: Fastify alone cost 13-20 MB of the 60 MB budget (DESIGN "Budgets";
// bench/README.md "Device budgets"), and the daemon has three routes and a folder of files.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Logger } from '@rc/core/log';
import type { Dispatch } from './dispatcher';
import { answerApiCall, isApiPath, type ApiRoute } from './api-route';
import { bodyReader } from './body-reader';
import { consoleFiles } from './console-files';
import { connectionGuard, type ConnectionGuard } from './connection-guard';
import { defaultHttpLimits, type HttpLimits } from './http-limits';
import { abortNote, isClientAbort, type AbortNote } from './abort-note';
import { indexVariant } from './index-variant';
import { serveMenuConf } from './menu-conf-route';
import type { PlatformFeatures } from '../menu-conf-file';
import { hostVerdict, isSameOrigin, type KnownHostName } from './request-origin';
import { send, sendJson, sendNotFound } from './responses';
import { securityHeaders } from './security-headers';

export interface ServerOptions {
  dispatch: Dispatch;
  consoleDir: string;
  menuConfFile: string;
  log: Logger;
  /** the router's own names besides addresses and localhost (host-names.ts) */
  knownHostName: KnownHostName;
  limits?: Partial<HttpLimits>;
  /** features the platform decides (menu-conf-file.ts): the simulator's tab */
  platformFeatures?: PlatformFeatures;
}

/** What PowerCycle needs of a boot's server. */
export interface DeviceServer {
  readonly server: Server;
  listen(options: { host: string; port: number }): Promise<void>;
  /** stops listening and drops every connection, kept-alive ones included */
  close(): Promise<void>;
}

/** Moves a listening server to another address on the same port, as netifd moves the LAN's. */
export async function moveServer(app: DeviceServer, host: string): Promise<void> {
  const address = app.server.address();
  if (!address || typeof address !== 'object') return;
  await app.close();
  await app.listen({ host, port: address.port });
}

type Route = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

export async function buildServer(options: ServerOptions): Promise<DeviceServer> {
  const limits = { ...defaultHttpLimits, ...options.limits };
  const connections = connectionGuard(limits);
  const route = router(options, limits, connections);
  const noteAbort = abortNote(options.log);
  // One listener for every answer, not a closure each (a poll's hot path).
  function answered(this: ServerResponse): void {
    if (!this.writableFinished) noteAbort(describe(this.req));
    connections.waiting(this.req.socket);
  }
  const server = createServer(
    {
      // Long enough for a 64 MiB firmware upload over a slow link (a stalled one is cut sooner, see
      // stalled-upload.ts). Kept-alive connections outlive the console's 10 s keep-alive poll.
      requestTimeout: 300_000,
      keepAliveTimeout: 72_000,
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(limits.headersTimeoutMs / 2, 30_000),
    },
    (request, response) => {
      connections.busy(request.socket);
      response.on('close', answered);
      try {
        const pending = route(request, response);
        if (pending) pending.catch((err: unknown) => failed(request, response, err, options.log, noteAbort));
      } catch (err) {
        failed(request, response, err, options.log, noteAbort);
      }
    },
  );
  connections.watch(server);
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

function router({ dispatch, consoleDir, menuConfFile, knownHostName, platformFeatures }: ServerOptions, limits: HttpLimits, connections: ConnectionGuard): Route {
  const serveConsole = consoleFiles(consoleDir, indexVariant(menuConfFile));
  const api: ApiRoute = { dispatch, readBody: bodyReader(limits, connections), connections };
  const serve: Route = (request, response) => {
    const url = request.url ?? '/';
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    if (isApiPath(pathname)) {
      // No HEAD twin: a HEAD request must not run an op.
      if (request.method === 'GET' || request.method === 'POST') {
        return answerApiCall(request, response, queryAt === -1 ? '' : url.slice(queryAt + 1), api);
      }
      return sendNotFound(response, pathname);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendNotFound(response, pathname);
    if (pathname === '/menu_conf.json') return serveMenuConf(response, menuConfFile, platformFeatures);
    return serveConsole(request, response, pathname);
  };
  // Issue 12.6: DNS rebinding and cross-site POSTs are refused before anything else is read. An
  // address decides at once (the common case, kept synchronous); a name is looked up.
  const checked: Route = (request, response) => {
    if (request.method === 'POST' && !isSameOrigin(request.headers)) return refuse(request, response, 403, 'cross-origin request');
    return serve(request, response);
  };
  return (request, response) => {
    const verdict = hostVerdict(request.headers.host);
    if (verdict === true) return checked(request, response);
    if (verdict === false) return refuse(request, response, 421, 'unknown host name');
    return knownHostName(verdict).then((known) => (known ? checked(request, response) : refuse(request, response, 421, 'unknown host name')));
  };
}

function refuse(request: IncomingMessage, response: ServerResponse, status: 403 | 421, msg: string): void {
  // The body, if any, is not read: the connection closes.
  const close = { connection: 'close' };
  if ((request.url ?? '').startsWith('/cgi-bin/')) return sendJson(response, status, { code: '-9', msg }, close);
  send(response, status, { 'content-type': 'text/plain; charset=utf-8', ...close, ...securityHeaders }, `${msg}\n`);
}

// The path only: the token rides in the query string.
function describe(request: IncomingMessage): string {
  return `${request.method} ${(request.url ?? '').split('?')[0]}`;
}

function failed(request: IncomingMessage, response: ServerResponse, err: unknown, log: Logger, noteAbort: AbortNote): void {
  if (isClientAbort(err)) noteAbort(describe(request));
  else log.error(`${describe(request)} failed`, err);
  if (response.headersSent) response.destroy();
  else sendJson(response, 500, { code: '-12', msg: 'internal error' });
}
