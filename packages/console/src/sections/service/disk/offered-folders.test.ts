import { describe, expect, it } from 'vitest';
import { offeredFolders } from './offered-folders';

const stick = { id: 'sda1', target: '/mnt/sda1' };
const folders = ['/mnt/sda1', '/mnt/sda1/photos', '/mnt/sda1/photos/2025', '/mnt/sda1/documents', '/mnt/sda2'].map((path) => ({ path, partition: path.startsWith('/mnt/sda2') ? 'sda2' : 'sda1' }));

describe('offeredFolders (issue 43.3)', () => {
  it("offers the partition's own folders, the whole of it first", () => {
    expect(offeredFolders(stick, folders, [])).toEqual(['/mnt/sda1', '/mnt/sda1/photos', '/mnt/sda1/photos/2025', '/mnt/sda1/documents']);
    expect(offeredFolders(stick, [], [])).toEqual(['/mnt/sda1']);
  });

  it('leaves out every folder that holds a refused link, and the folders past it', () => {
    expect(offeredFolders(stick, folders, ['/mnt/sda1/etc-link'])).toEqual(['/mnt/sda1/photos', '/mnt/sda1/photos/2025', '/mnt/sda1/documents']);
    expect(offeredFolders(stick, folders, ['/mnt/sda1/photos/2025/up'])).toEqual(['/mnt/sda1/documents']);
  });
});
