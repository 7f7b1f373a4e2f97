import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolvePosix } from './posix-path';

describe('resolvePosix', () => {
  it.each([
    ['/mnt/sda1', 'music'],
    ['/mnt/sda1/', 'a/./b/'],
    ['/mnt/sda1/x', '../../etc'],
    ['/mnt/sda1', '/etc/../mnt//sdb1/'],
    ['/', '../..'],
    ['/mnt', ''],
  ])('resolves %s + %s as path.posix.resolve does', (base, target) => {
    expect(resolvePosix(base, target)).toBe(path.posix.resolve(base, target));
  });
});
