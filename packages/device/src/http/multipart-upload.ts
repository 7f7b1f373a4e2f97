// Issue 13.27: `curl -F file=@backup.tar.gz` and a plain HTML form send multipart/form-data. The
// first file part becomes the upload stream (busboy streams it: nothing is buffered whole), under
// the op's cap; form fields before it join the query's fields (e.g. `keep` of upgrade_local).
import busboy, { type Busboy } from 'busboy';
import type { IncomingMessage } from 'node:http';
import type { CallBody } from './call-body';
import { cutWhenStalled } from './stalled-upload';
import type { HttpLimits } from './http-limits';

// A form of this console has a file and a field or two; anything much bigger is not one of ours.
const formLimits = { files: 1, fields: 8, parts: 9, fieldSize: 1024, fieldNameSize: 64, headerPairs: 8 };
// The query names these; a form field cannot replace them.
const reserved = new Set(['op', 'access_token']);

const ignore = () => undefined;

export function multipartUpload(request: IncomingMessage, maxBytes: number, limits: HttpLimits): Promise<CallBody> | CallBody {
  let parser: Busboy;
  try {
    // One byte over the cap: busboy would cut the file silently at the limit, the handler refuses it.
    parser = busboy({ headers: request.headers, limits: { ...formLimits, fileSize: maxBytes + 1 } });
  } catch {
    return { refused: 400 };
  }
  cutWhenStalled(request, limits.uploadIdleMs);
  return new Promise((resolve) => {
    const fields: Record<string, string> = {};
    let answered = false;
    const answer = (body: CallBody) => {
      if (!answered) resolve(body);
      answered = true;
    };
    parser.on('field', (name, value) => {
      if (!reserved.has(name) && !Object.hasOwn(fields, name) && name !== '__proto__') fields[name] = value;
    });
    parser.on('file', (_name, stream) => {
      // Issue 26.2: busboy fails the file when the form is cut, maybe before the handler listens
      // (or when it never does, the call refused): the handler's copy hears it (lib/upload-body.ts).
      stream.on('error', ignore);
      if (answered) return void stream.resume();
      const cutShort = (err: unknown) => stream.destroy(err instanceof Error ? err : new Error('upload cut short'));
      parser.once('error', cutShort);
      request.once('close', () => request.complete || cutShort(undefined));
      answer({ upload: { stream, declaredBytes: undefined }, fields: { ...fields } });
    });
    // Every error, not the first only: one unheard 'error' ends the process.
    parser.on('error', () => answer({ refused: 400 }));
    // A form without a file: the dispatcher answers -2 on the field 'file'.
    parser.once('close', () => answer({ input: { ...fields } }));
    request.once('close', () => request.complete || answer({ refused: 400 }));
    request.pipe(parser);
  });
}
