import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../ui/testing/test-i18n';
import type { OpTransport } from './op-transport';

// The router build runs ops in the browser: callOp, uploadOp and downloadOp go through whatever
// transport is installed, never to /cgi-bin/webapi.
async function withTransport(transport: Partial<OpTransport>) {
  vi.resetModules();
  const { setOpTransport } = await import('./op-transport');
  setOpTransport({ call: vi.fn(), upload: vi.fn(), download: vi.fn(), ...transport } as OpTransport);
  return { ...(await import('./api-client')), ...(await import('./upload-op')), ...(await import('./download-op')), refs: (await import('./op-refs')).refs };
}

beforeAll(() => setupTestI18n('en'));
afterEach(() => vi.unstubAllGlobals());

describe('the op transport', () => {
  it('carries callOp: the installed transport answers, fetch is never used', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const call = vi.fn(async () => ({ code: '1', uptime: '5' }));
    const client = await withTransport({ call });
    expect(await client.callOp(client.refs.get_web_msg, {})).toEqual({ uptime: '5' });
    expect(call).toHaveBeenCalledWith({ op: 'get_web_msg', method: 'GET' }, {}, undefined);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns its failure codes into ApiErrors as for HTTP', async () => {
    const client = await withTransport({ call: async () => ({ code: '-12', msg: 'router.notAvailable' }) });
    await expect(client.callOp(client.refs.get_web_msg, {})).rejects.toMatchObject({ code: '-12', msg: 'router.notAvailable' });
  });

  it('carries uploads and downloads, and a refused download rejects with its code', async () => {
    const upload = vi.fn(async () => ({ code: '1', version: 'V2' }));
    const download = vi.fn(async () => ({ refused: { code: '-12', msg: 'router.notAvailable' } }));
    const client = await withTransport({ upload, download });
    const file = new Blob(['x']);
    const def = { op: 'upgrade_local', method: 'POST' } as Parameters<typeof client.uploadOp>[0];
    expect(await client.uploadOp(def, {} as never, file)).toEqual({ version: 'V2' });
    expect(upload).toHaveBeenCalledWith('upgrade_local', {}, file, {});
    await expect(client.downloadOp({ op: 'backup_download', method: 'GET' } as never)).rejects.toMatchObject({ code: '-12' });
  });
});
