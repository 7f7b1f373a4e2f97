// Issue 26.2's attack: signed-in uploads cut short to every upload op: forms ended before their
// closing boundary, raw and multipart bodies reset mid-way, in parallel bursts; then one upload
// that stops sending. Counted: whether the daemon died, and how long saves answered -7 afterwards.
import { connect, type Socket } from 'node:net';
import { signIn } from './daemon';

export interface CutUploadsResult {
  uploads: number;
  /** 1 when the daemon process was gone afterwards */
  exits: number;
  /** from the last cut upload until a save answers '1' and the upgrade stage is idle; Infinity: never */
  settleMs: number;
  /** from a stalled upload's last byte until saves work again (README: an upload may pause 60 s); NaN if it did not block them */
  stalledMs: number;
}

const OPS = [
  { op: 'upgrade_local', fields: '&keep=1' },
  { op: 'restore_upload', fields: '' },
];
const BURST = 50;
// Past the documented 60 s pause and the daemon's 300 s request timeout: a wedge, not a wait.
const SETTLE_LIMIT_MS = 400_000;
const BOUNDARY = '----bench-cut-upload';
const FILE = Buffer.alloc(16 * 1024, 0x5a);

function form(): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="x.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), FILE, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

type Cut = { type: string; body: Buffer; announced: number; then: 'end' | 'abort' | 'hold' };

const whole = form();
const cuts: Cut[] = [
  // Ended before the closing boundary: the daemon used to exit ('Unexpected end of form').
  { type: `multipart/form-data; boundary=${BOUNDARY}`, body: whole.subarray(0, whole.length - 40), announced: whole.length - 40, then: 'end' },
  { type: `multipart/form-data; boundary=${BOUNDARY}`, body: whole.subarray(0, 4096), announced: whole.length, then: 'abort' },
  { type: 'application/octet-stream', body: FILE.subarray(0, 4096), announced: 1 << 20, then: 'abort' },
];

/** Sends `cut` to `target`; `sent` runs once its last byte has left. */
function send(baseUrl: string, token: string, target: (typeof OPS)[number], cut: Cut, sent?: () => void): Socket {
  const { hostname, port } = new URL(baseUrl);
  const head = `POST /cgi-bin/webapi?op=${target.op}&access_token=${token}${target.fields} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: ${cut.type}\r\nContent-Length: ${cut.announced}\r\n\r\n`;
  const socket = connect({ host: hostname, port: Number(port) });
  socket.on('error', () => undefined);
  socket.write(Buffer.concat([Buffer.from(head), cut.body]), () => {
    if (cut.then === 'end') socket.end();
    if (cut.then === 'abort') socket.resetAndDestroy();
    sent?.();
  });
  return socket;
}

async function call(baseUrl: string, op: string, token: string, body?: object): Promise<Record<string, unknown> | undefined> {
  const init = body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {};
  try {
    return (await (await fetch(`${baseUrl}/cgi-bin/webapi?op=${op}&access_token=${token}`, init)).json()) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** Milliseconds from `start` until a save goes through and the upgrade stage is idle; Infinity if never (or the daemon died). */
async function untilSavesWork(baseUrl: string, token: string, pid: number, start = Date.now()): Promise<number> {
  while (Date.now() - start < SETTLE_LIMIT_MS && alive(pid)) {
    const saved = await call(baseUrl, 'set_timed_reboot', token, { enabled: '0', method: 'daily' });
    const progress = saved?.code === '1' ? await call(baseUrl, 'get_upgrade_progress', token) : undefined;
    if (progress?.stage === 'idle') return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Infinity;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function measureCutUploads(baseUrl: string, pid: number, bursts: number): Promise<CutUploadsResult> {
  const token = await signIn(baseUrl);
  const sockets: Socket[] = [];
  for (let burst = 0; burst < bursts; burst++) {
    for (let i = 0; i < BURST; i++) sockets.push(send(baseUrl, token, OPS[i % OPS.length]!, cuts[(burst + i) % cuts.length]!));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const settleMs = await untilSavesWork(baseUrl, token, pid);
  sockets.forEach((socket) => socket.destroy());
  let lastByteAt = Date.now();
  const stalled = send(baseUrl, token, OPS[0]!, { ...cuts[1]!, then: 'hold' }, () => (lastByteAt = Date.now()));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const blocked = (await call(baseUrl, 'set_timed_reboot', token, { enabled: '0', method: 'daily' }))?.code === '-7';
  const stalledMs = blocked ? await untilSavesWork(baseUrl, token, pid, lastByteAt) : NaN;
  stalled.destroy();
  return { uploads: bursts * BURST + 1, exits: alive(pid) ? 0 : 1, settleMs, stalledMs };
}
