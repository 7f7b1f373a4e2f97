// A restore as a client does it (issue 26): download a backup, upload it for a preview, apply the
// previewed restore, wait out the reboot that follows.
import { expect } from 'vitest';
import { downloadRaw, uploadRaw, type RawAnswer } from './raw-upload';
import type { ApiResponse, TestDevice } from './test-device';

export async function downloadBackup(device: TestDevice, token: string): Promise<Buffer> {
  const answer = await downloadRaw(device, 'backup_download', token);
  expect(answer.status).toBe(200);
  return answer.data;
}

export function previewRestore(device: TestDevice, token: string, data: Buffer): Promise<RawAnswer> {
  return uploadRaw(device, { op: 'restore_upload', token, data });
}

export async function applyRestore(device: TestDevice, token: string, input: { restoreId: string; acceptForeign?: boolean }): Promise<ApiResponse['body']> {
  return (await device.call('restore_apply', { token, input })).body;
}

/** Preview, then apply what it previewed (ticking "made elsewhere" when it says so). */
export async function restoreBackup(device: TestDevice, token: string, data: Buffer): Promise<ApiResponse['body']> {
  const preview = await previewRestore(device, token, data);
  expect(preview.body.code, JSON.stringify(preview.body)).toBe('1');
  return applyRestore(device, token, { restoreId: preview.body.restoreId, acceptForeign: preview.body.origin !== 'thisUnit' });
}

export async function backAfterReboot(device: TestDevice): Promise<void> {
  for (let i = 0; i < 200; i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    const answer = await fetch(`${device.url}/cgi-bin/webapi?op=long_link`).then((r) => r.json(), () => undefined);
    if (answer) return;
  }
}
