import { describe, expect, it } from 'vitest';
import { channelWidthMhz } from './wifi-rules';

describe('channelWidthMhz', () => {
  it('reads the width of each htmode, 20 MHz in legacy mode', () => {
    expect([channelWidthMhz({ htmode: 'ht20' }), channelWidthMhz({ htmode: 'ht40' }), channelWidthMhz({ htmode: 'ht80' })]).toEqual([20, 40, 80]);
    expect(channelWidthMhz({ workMode: 'legacy', htmode: 'ht80' })).toBe(20);
  });

  it.each(['constructor', 'toString', '__proto__', 'ht160'])('takes 20 MHz for an htmode of %s typed into a form', (htmode) => {
    expect(channelWidthMhz({ htmode })).toBe(20);
  });
});
