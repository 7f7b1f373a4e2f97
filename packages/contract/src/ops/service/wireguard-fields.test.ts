import { describe, expect, it } from 'vitest';
import { add_wireguard_phone } from './wireguard';

const phone = (description: string) => add_wireguard_phone.input.safeParse({ description, endpointHost: 'home.example.net' });

describe('a WireGuard phone name', () => {
  it('may hold spaces, as people name phones', () => {
    expect(phone("Anna's phone").success).toBe(true);
  });

  it('may not break the UCI line it is written on', () => {
    for (const bad of ['a\nb', 'a\tb', 'a\u2028b', 'a\u0000b']) expect(phone(bad).success).toBe(false);
  });
});
