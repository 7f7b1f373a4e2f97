import { describe, expect, it } from 'vitest';
import { tunnelFileName } from './add-phone';

describe('the downloaded phone configuration', () => {
  it('is named as the WireGuard apps accept a tunnel name', () => {
    expect(tunnelFileName("Anna's phone")).toBe('Anna-s-phone');
    expect(tunnelFileName('Pixel 8 Pro of the living room')).toBe('Pixel-8-Pro-of');
    expect(tunnelFileName('手机')).toBe('wireguard');
  });
});
