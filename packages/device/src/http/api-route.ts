// Spec 7: /cgi-bin/webapi?op=NAME&access_token=T, and /cgi-bin/webapi/login?op=logout. The token is
// read from the query string only: a cookie never authenticates (no cross-site request forgery).
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UploadBody } from '../ops/op-context';
import type { ApiAnswer, Dispatch } from './dispatcher';

export const apiPaths = ['/cgi-bin/webapi', '/cgi-bin/webapi/login'];

export function registerApiRoutes(app: FastifyInstance, dispatch: Dispatch): void {
  // Firmware and backup uploads (DESIGN "Uploads"): the body stays a stream for the op's handler,
  // which writes it to disk under the op's own cap; nothing is buffered here.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));
  for (const url of apiPaths) {
    // No HEAD twin: a HEAD request must not run an op.
    app.route({ method: ['GET', 'POST'], url, exposeHeadRoute: false, handler: (request, reply) => answerCall(request, reply, dispatch) });
  }
}

async function answerCall(request: FastifyRequest, reply: FastifyReply, dispatch: Dispatch): Promise<void> {
  const { op, access_token: token, ...queryInput } = request.query as Record<string, unknown>;
  const method = request.method === 'POST' ? 'POST' : 'GET';
  const upload = uploadOf(request);
  const answer = await dispatch({
    op,
    method,
    input: method === 'GET' || upload ? { ...queryInput } : (request.body ?? {}),
    token: typeof token === 'string' ? token : undefined,
    clientIp: request.ip,
    upload,
  });
  // A refused upload is not read to its end: close the connection instead of draining it.
  if (upload && !upload.stream.readableEnded) reply.header('connection', 'close');
  if (answer.afterAnswer.length) {
    // 'close' also fires when the client hangs up early: the reboot happens either way.
    reply.raw.once('close', () => answer.afterAnswer.forEach((action) => action()));
  }
  if (answer.status === 405) reply.header('allow', 'GET, POST');
  if (answer.file) return sendFile(reply, answer.file);
  await reply.code(answer.status).send(answer.body);
}

function uploadOf(request: FastifyRequest): UploadBody | undefined {
  if (!(request.body instanceof Readable)) return undefined;
  const length = Number(request.headers['content-length']);
  return { stream: request.body, declaredBytes: Number.isSafeInteger(length) && length >= 0 ? length : undefined };
}

async function sendFile(reply: FastifyReply, file: NonNullable<ApiAnswer['file']>): Promise<void> {
  const name = file.name.replace(/[^A-Za-z0-9._-]/g, '_');
  reply.header('content-type', file.contentType);
  reply.header('content-disposition', `attachment; filename="${name}"`);
  await reply.code(200).send(file.data);
}
