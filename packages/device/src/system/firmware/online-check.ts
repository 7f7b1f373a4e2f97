// upgrade_check_online: asks the vendor's server for <server>/<model>.json, a small JSON document
// naming the newest image of the model ({model, version, url, description}).
import { compareFirmwareVersions } from '@rc/contract/firmware-version';
import { onlineFirmwareSchema } from '@rc/contract/ops/system/upgrade-fields';

export interface OnlineCheck {
  latest: boolean;
  version: string;
  url: string;
  description: string;
}

const MAX_ANSWER_BYTES = 16 * 1024;

/** undefined when the server cannot be reached or answers something that is not a manifest of this model. */
export async function checkOnline(server: string, model: string, currentVersion: string, timeoutMs: number): Promise<OnlineCheck | undefined> {
  const base = server.endsWith('/') ? server : `${server}/`;
  const manifest = await fetchManifest(new URL(`${encodeURIComponent(model)}.json`, base), timeoutMs);
  const parsed = onlineFirmwareSchema().safeParse(manifest);
  if (!parsed.success || parsed.data.model !== model) return undefined;
  const latest = compareFirmwareVersions(parsed.data.version, currentVersion) <= 0;
  return {
    latest,
    version: latest ? currentVersion : parsed.data.version,
    url: latest ? '' : parsed.data.url,
    description: latest ? '' : (parsed.data.description ?? ''),
  };
}

async function fetchManifest(url: URL, timeoutMs: number): Promise<unknown> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    if (!response.ok || !response.body) return undefined;
    const text = await readCapped(response.body, MAX_ANSWER_BYTES);
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

// Reads at most `maxBytes`: a server cannot make the device hold a huge answer in memory.
async function readCapped(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<string | undefined> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of body as AsyncIterable<Uint8Array>) {
    total += chunk.length;
    // Leaving the loop cancels the stream.
    if (total > maxBytes) return undefined;
    chunks.push(chunk);
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
}
