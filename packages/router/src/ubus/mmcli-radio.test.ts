// The serving cell from recorded mmcli and uqmi answers (fixtures/, each with its source).
import { describe, expect, it } from 'vitest';
import { fixture } from '../../../device/test-support/ubus-recordings';
import { mmcliSignalRefreshing, parseMmcliRadio } from './mmcli-radio';
import { parseUqmiSignal } from './uqmi-radio';

const modem = fixture('mmcli-modem.json');
const answers = { modem, signal: fixture('mmcli-signal.json'), cellInfo: fixture('mmcli-cell-info.json'), location: fixture('mmcli-location.json') };
const withAccess = (tech: string[]) => modem.replace(/"access-technologies": \[[^\]]*\]/, `"access-technologies": ${JSON.stringify(tech)}`);

describe('parseMmcliRadio', () => {
  it('reads 5G NSA: the LTE anchor (band from EARFCN, hex ids), the n78 leg, --signal-get readings', () => {
    expect(parseMmcliRadio({ ...answers, modem: withAccess(['lte', '5gnr']) })).toEqual({
      technology: 'nr5g_nsa',
      band: 'B3',
      arfcn: 1650,
      nrBand: 'n78',
      nrArfcn: 627264,
      cellId: 0x0b3e7a02,
      pci: 0x1c,
      tac: 0x5a1f,
      rsrp: -93,
      rsrq: -11,
      sinr: 14.4,
      rssi: -64,
    });
  });

  it('takes the cell id and TAC from --location-get where cell info is not supported (ModemManager < 1.20)', () => {
    const radio = parseMmcliRadio({ ...answers, cellInfo: '' });
    expect(radio).toMatchObject({ technology: 'lte', band: '', arfcn: null, pci: null, cellId: 0x0b3e7a02, tac: 0x5a1f, rsrp: -93 });
  });

  it('reads 5G SA from the NR cell and the 5g readings', () => {
    const cellInfo = JSON.stringify({ modem: { generic: { 'cell-info': ['cell type: 5gnr, serving: yes, tac: 00AB12, ci: 1A2B3C4D5, physical ci: 131, nrarfcn: 504990, rsrp: -97.00, rsrq: -12.00, sinr: 6.00'] } } });
    const signal = JSON.stringify({ modem: { signal: { refresh: { rate: '60' }, '5g': { rsrp: '-96.50', rsrq: '-12.00', snr: '6.50' }, lte: { rsrp: '--' } } } });
    expect(parseMmcliRadio({ modem: withAccess(['5gnr']), signal, cellInfo, location: '' })).toMatchObject({
      technology: 'nr5g_sa', band: 'n41', arfcn: 504990, cellId: 0x1a2b3c4d5, pci: 0x131, tac: 0xab12, rsrp: -96.5, sinr: 6.5, rssi: null,
    });
  });

  it('turns "--", absurd and hostile values into no reading, never a crash', () => {
    const signal = JSON.stringify({ modem: { signal: { lte: { rsrp: '--', rsrq: 'rm -rf /', snr: '1e9', rssi: { toString: 1 } } } } });
    const cellInfo = JSON.stringify({ modem: { generic: { 'cell-info': ['cell type: lte, serving: yes, ci: $(reboot), tac: ZZZ, earfcn: -5', 42, null] } } });
    expect(parseMmcliRadio({ modem: 'not json', signal, cellInfo, location: '[1,2]' })).toEqual({
      technology: 'lte', band: '', arfcn: null, nrBand: '', nrArfcn: null, cellId: null, pci: null, tac: null, rsrp: null, rsrq: null, sinr: null, rssi: null,
    });
  });

  it('tells whether --signal-setup has turned the readings on', () => {
    expect(mmcliSignalRefreshing(fixture('mmcli-signal.json'))).toBe(true);
    expect(mmcliSignalRefreshing('{"modem":{"signal":{"refresh":{"rate":"0"}}}}')).toBe(false);
    expect(mmcliSignalRefreshing('')).toBe(false);
  });
});

describe('parseUqmiSignal', () => {
  it("reads uqmi's LTE signal info, without cell ids (QMI signal info has none)", () => {
    expect(parseUqmiSignal(fixture('uqmi-signal-info.json'))).toEqual({
      technology: 'lte', band: '', arfcn: null, nrBand: '', nrArfcn: null, cellId: null, pci: null, tac: null, rsrp: -85, rsrq: -9, sinr: 12.4, rssi: -61,
    });
  });

  it('reads EN-DC (an lte and a 5gnr table) as 5G NSA, WCDMA by its type, and nothing from garbage', () => {
    expect(parseUqmiSignal('[{"type":"lte","rsrp":-90,"rsrq":-10,"rssi":-60,"snr":9},{"type":"5gnr","rsrp":-85,"rsrq":-11,"snr":15}]')?.technology).toBe('nr5g_nsa');
    expect(parseUqmiSignal('{"type":"wcdma","rssi":-70,"ecio":-6}')).toMatchObject({ technology: 'wcdma', rssi: -70, rsrp: null });
    expect(parseUqmiSignal('Failed to connect to service')).toBeUndefined();
  });
});
