import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ResultCode } from '@rc/contract/result-codes';
import { setupTestI18n } from '../ui/testing/test-i18n';
import { ApiError } from './api-error';
import { runOperation } from './operation';
import { toastStore } from './toast';

const linkOff = new ApiError(ResultCode.invalidInput, { errors: [{ field: 'path', key: 'samba.pathLinkOutside', params: { link: '/mnt/sda1/etc-link' } }] });
const lastToast = () => toastStore.get().at(-1);

beforeAll(() => setupTestI18n('en'));
beforeEach(() => toastStore.set([]));

describe('runOperation', () => {
  it('says which field a button\'s op was refused on and why, with the values the device named (issue 30.13)', async () => {
    await expect(runOperation(Promise.reject(linkOff), { fields: { path: 'samba.pathField' } })).rejects.toBe(linkOff);
    expect(lastToast()).toMatchObject({
      kind: 'error',
      message: 'Mount directory: The link /mnt/sda1/etc-link in this directory leads off the disks mounted under /mnt; remove it or share another directory',
    });
  });

  it("names a list's item error by the list, and gives the reason alone when the page named no fields", async () => {
    const badHost = new ApiError(ResultCode.invalidInput, { errors: [{ field: 'hosts.1', key: 'samba.hostLine' }] });
    await expect(runOperation(Promise.reject(badHost), { fields: { hosts: 'samba.hostsField' } })).rejects.toBe(badHost);
    expect(lastToast()?.message).toBe('Allowed devices: An IPv4 address or a subnet such as 192.168.1.0/24');
    await expect(runOperation(Promise.reject(linkOff))).rejects.toBe(linkOff);
    expect(lastToast()?.message).toMatch(/^The link \/mnt\/sda1\/etc-link in this directory leads off/);
  });

  it('toasts the success message with the values it names', async () => {
    await runOperation(Promise.resolve({}), { success: 'disk.sharedToast', successParams: { id: 'sda1', share: 'photos' } });
    expect(lastToast()).toMatchObject({ kind: 'success' });
    expect(lastToast()?.message).toContain('photos');
  });
});
