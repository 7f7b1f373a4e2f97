// One SNTP query (RFC 4330): how far this machine's clock is from a server's. The linux driver
// measures only; setting the clock of a machine the daemon does not own is not its business.
import { createSocket } from 'node:dgram';
import { lookup } from 'node:dns/promises';

const NTP_PORT = 123;
// Seconds from 1900-01-01 (NTP era 0) to 1970-01-01.
const NTP_UNIX_OFFSET_S = 2_208_988_800;
const PACKET_BYTES = 48;

export async function sntpOffsetMs(server: string, timeoutMs: number, now: () => number = Date.now): Promise<number | undefined> {
  let address: { address: string; family: number };
  try {
    address = await lookup(server);
  } catch {
    return undefined;
  }
  const socket = createSocket(address.family === 6 ? 'udp6' : 'udp4');
  return new Promise((resolve) => {
    const finish = (offset: number | undefined) => {
      clearTimeout(timer);
      socket.close();
      resolve(offset);
    };
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    const request = Buffer.alloc(PACKET_BYTES);
    request[0] = 0x23; // leap indicator 0, version 4, mode 3 (client)
    const sentAt = now();
    writeTimestamp(request, 40, sentAt);
    socket.on('error', () => finish(undefined));
    socket.on('message', (reply) => {
      const receivedAt = now();
      // Mode 4 (server), a non-zero stratum, and our transmit time echoed as its originate time.
      if (reply.length < PACKET_BYTES || (reply[0] ?? 0) % 8 !== 4 || reply[1] === 0 || !reply.subarray(24, 32).equals(request.subarray(40, 48))) return;
      const serverReceived = readTimestamp(reply, 32);
      const serverSent = readTimestamp(reply, 40);
      finish(Math.round((serverReceived - sentAt + (serverSent - receivedAt)) / 2));
    });
    socket.send(request, NTP_PORT, address.address);
  });
}

function writeTimestamp(buffer: Buffer, offset: number, epochMs: number): void {
  const seconds = Math.floor(epochMs / 1000) + NTP_UNIX_OFFSET_S;
  buffer.writeUInt32BE(seconds >>> 0, offset);
  buffer.writeUInt32BE(Math.floor(((epochMs % 1000) / 1000) * 2 ** 32) >>> 0, offset + 4);
}

function readTimestamp(buffer: Buffer, offset: number): number {
  const seconds = buffer.readUInt32BE(offset) - NTP_UNIX_OFFSET_S;
  return seconds * 1000 + (buffer.readUInt32BE(offset + 4) / 2 ** 32) * 1000;
}
