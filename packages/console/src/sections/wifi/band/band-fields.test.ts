import { describe, expect, it } from 'vitest';
import { bandFields, type WifiSupport } from './band-fields';

const field = (fields: ReturnType<typeof bandFields>, name: string) => fields.find((f) => f.name === name)!;
const values = (options: readonly { value: string | number }[] | undefined) => (options ?? []).map((o) => String(o.value));

describe('the band form (issue 31.6)', () => {
  it('offers the widths of the chosen work mode: 11n 20/40, 11ac and 11ax up to 80 on 5G, 40 at most on 2.4G', () => {
    const widths = (band: '2g' | '5g', workMode: string) => values(field(bandFields(band, 'en'), 'htmode').optionsFor?.({ workMode, country: 'CN' }));
    expect(widths('5g', '11n')).toEqual(['ht20', 'ht40']);
    expect(widths('5g', '11ac')).toEqual(['ht20', 'ht40', 'ht80']);
    expect(widths('5g', '11ax')).toEqual(['ht20', 'ht40', 'ht80']);
    expect(widths('2g', '11ax')).toEqual(['ht20', 'ht40']);
  });

  it('offers 11ax and SAE only where the radio and wpad report them', () => {
    const full: WifiSupport = { band: '5g', workModes: ['legacy', '11n', '11ac', '11ax'], he: true, sae: true };
    const old: WifiSupport = { band: '5g', workModes: ['legacy', '11n', '11ac'], he: false, sae: false };
    expect(values(field(bandFields('5g', 'en', full), 'workMode').options)).toContain('11ax');
    expect(values(field(bandFields('5g', 'en', full), 'encryption').options)).toEqual(['none', 'psk2+ccmp', 'psk-mixed', 'sae', 'sae-mixed']);
    expect(values(field(bandFields('5g', 'en', old), 'workMode').options)).toEqual(['legacy', '11n', '11ac']);
    expect(values(field(bandFields('5g', 'en', old), 'encryption').options)).toEqual(['none', 'psk2+ccmp', 'psk-mixed']);
    expect(values(field(bandFields('2g', 'en'), 'workMode').options)).toEqual(['legacy', '11n', '11ax']);
  });
});
