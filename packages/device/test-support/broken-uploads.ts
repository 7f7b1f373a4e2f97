// Issue 26.2: bodies a broken or hostile client sends to an upload op (or a save carrying a file),
// as fast-check arbitraries:
// forms cut anywhere, without a boundary, nested, with oversized or too many part headers, raw
// bodies shorter than announced, chunked bodies without their last chunk; sent whole or slowly, then
// ended, reset or held open.
import fc from 'fast-check';
import type { CutUpload } from './cut-upload';
import { formBody } from './raw-upload';

export type BrokenUpload = Omit<CutUpload, 'op' | 'token' | 'query'>;

const boundary = '----rc-fuzz-b0undary';
const formType = `multipart/form-data; boundary=${boundary}`;

function part(headers: string, content: Buffer | string): Buffer {
  return Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(content), Buffer.from('\r\n')]);
}

const fileHeaders = 'Content-Disposition: form-data; name="file"; filename="x.bin"\r\nContent-Type: application/octet-stream';
const closing = Buffer.from(`--${boundary}--\r\n`);

/** A file part whose content is a multipart body of its own. */
function nestedForm(inner: Buffer): Buffer {
  const nested = Buffer.concat([Buffer.from('--inner\r\nContent-Disposition: file; filename="a.bin"\r\n\r\n'), inner, Buffer.from('\r\n--inner--\r\n')]);
  return Buffer.concat([part('Content-Disposition: form-data; name="file"; filename="x.bin"\r\nContent-Type: multipart/mixed; boundary=inner', nested), closing]);
}

const bytes = fc.uint8Array({ maxLength: 4096 }).map((array) => Buffer.from(array));

/** Form bodies, each whole or not; the cut comes later. */
const forms: fc.Arbitrary<{ contentType: string; body: Buffer }> = fc.oneof(
  bytes.map((data) => {
    const form = formBody({}, { name: 'x.bin', data });
    return { contentType: form.contentType, body: form.data };
  }),
  bytes.map((data) => ({ contentType: formType, body: nestedForm(data) })),
  // One part header far over busboy's 16 KB, or more header pairs than a form of ours has.
  fc.integer({ min: 1, max: 64 * 1024 }).map((size) => ({ contentType: formType, body: Buffer.concat([part(`X-Big: ${'h'.repeat(size)}\r\n${fileHeaders}`, 'data'), closing]) })),
  fc.integer({ min: 1, max: 40 }).map((count) => ({ contentType: formType, body: Buffer.concat([part(`${'X-Pair: 1\r\n'.repeat(count)}${fileHeaders}`, 'data'), closing]) })),
  // Too many files and fields, a hostile field name, then a file.
  bytes.map((data) => ({ contentType: formType, body: Buffer.concat([part('Content-Disposition: form-data; name="__proto__"', 'x'), part(fileHeaders, data), part(fileHeaders, data), closing]) })),
  // A boundary the body never uses, or none at all.
  bytes.map((body) => ({ contentType: formType, body })),
  bytes.map((body) => ({ contentType: 'multipart/form-data', body })),
  bytes.map((body) => ({ contentType: 'multipart/form-data; boundary=', body })),
);

const endings = fc.constantFrom<BrokenUpload['then']>('end', 'abort', 'hold');
const pacing = fc.record({ pieces: fc.integer({ min: 1, max: 4 }), pauseMs: fc.integer({ min: 0, max: 40 }) });

const cutForms: fc.Arbitrary<BrokenUpload> = fc
  .tuple(forms, fc.double({ min: 0, max: 1, noNaN: true }), fc.boolean(), endings, pacing)
  .map(([form, keep, announceWhole, then, pace]) => {
    const body = form.body.subarray(0, Math.floor(form.body.length * keep));
    return { contentType: form.contentType, body, announced: announceWhole ? form.body.length : body.length, then, ...pace };
  });

const cutRawBodies: fc.Arbitrary<BrokenUpload> = fc
  .tuple(bytes, fc.oneof(fc.integer({ min: 1, max: 1 << 20 }), fc.constant('chunked' as const)), endings, pacing)
  .map(([body, extra, then, pace]) => ({
    contentType: 'application/octet-stream',
    body,
    announced: extra === 'chunked' ? extra : body.length + extra,
    then,
    ...pace,
  }));

export const brokenUploads: fc.Arbitrary<BrokenUpload> = fc.oneof(cutForms, cutRawBodies);

/** A file carried in a JSON save (the OpenVPN tab's PEMs): `json` cut anywhere, with a lying length or chunked. */
export function brokenJsonBodies(json: string): fc.Arbitrary<BrokenUpload> {
  const whole = Buffer.from(json);
  return fc
    .tuple(fc.integer({ min: 0, max: whole.length }), fc.oneof(fc.integer({ min: 0, max: 4096 }), fc.constant('chunked' as const)), fc.constantFrom('application/json', 'text/plain'), endings, pacing)
    .map(([keep, extra, contentType, then, pace]) => {
      const body = whole.subarray(0, keep);
      return { contentType, body, announced: extra === 'chunked' ? extra : body.length + extra, then, ...pace };
    });
}
