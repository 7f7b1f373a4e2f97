import { describe, expect, it } from 'vitest';
import { hostVerdict, isSameOrigin, splitHost } from './request-origin';

const known = (host: string) => host === 'zbt-we1626.lan';
const isAllowedHost = (header: string) => {
  const verdict = hostVerdict(header);
  return typeof verdict === 'string' ? known(verdict) : verdict;
};

describe('Host names the router answers to (DNS rebinding, issue 12.6)', () => {
  it.each([
    ['192.168.1.1', true],
    ['192.168.1.1:8080', true],
    ['[fe80::1]:80', true],
    ['[::1]', true],
    ['LOCALHOST:8080', true],
    ['ZBT-WE1626.lan.', true],
    ['evil.example', false],
    ['192.168.1.1.evil.example', false],
    ['[not-an-address]', false],
    ['[::1', false],
    ['router:abc', false],
    ['', false],
  ])('%j: %s', (host, allowed) => {
    expect(isAllowedHost(host)).toBe(allowed);
  });

  it('keeps only the last verdict: a refused name never rides on the one before', () => {
    const headers = ['192.168.1.1', 'evil.example', 'evil.example', '192.168.1.1', 'router:abc', 'zbt-we1626.lan'];
    expect(headers.map(isAllowedHost)).toEqual([true, false, false, true, false, true]);
  });

  it('splits host and port, lower case, without the trailing dot', () => {
    expect(splitHost('Router.LAN.:8080')).toEqual({ host: 'router.lan', port: '8080' });
    expect(splitHost('[::1]:443')).toEqual({ host: '[::1]', port: '443' });
  });
});

describe('Origin of a POST (issue 12.6)', () => {
  it.each([
    [undefined, '192.168.1.1', true],
    ['http://192.168.1.1', '192.168.1.1', true],
    ['http://192.168.1.1', '192.168.1.1:80', true],
    ['https://router.lan', 'router.lan:443', true],
    ['http://127.0.0.1:5173', '127.0.0.1:5173', true],
    ['http://192.168.1.1:8080', '192.168.1.1', false],
    ['http://evil.example', '192.168.1.1', false],
    ['null', '192.168.1.1', false],
    ['file://', '192.168.1.1', false],
  ])('Origin %j to Host %j: %s', (origin, host, same) => {
    expect(isSameOrigin({ ...(origin === undefined ? {} : { origin }), host })).toBe(same);
  });
});
