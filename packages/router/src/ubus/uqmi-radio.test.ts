import { describe, expect, it } from 'vitest';
import { parseUqmiCellLocation } from './uqmi-radio';

describe('parseUqmiCellLocation: uqmi --get-cell-location-info', () => {
  it('reads a WCDMA cell from umts_info and an SA cell from nr5g_cell_information', () => {
    const umts = JSON.stringify({ umts_info: { location_area_code: 4660, cell_id: 123456, channel: 10700, primary_scrambling_code: 5 } });
    expect(parseUqmiCellLocation(umts, 'wcdma')).toEqual({ arfcn: 10700, band: 'B1', cellId: 123456, tac: 4660 });
    const sa = JSON.stringify({ nr5g_cell_information: { enodeb_id: 1000, cell_id: 1, physical_cell_id: 500 }, nr5g_arfcn: { arfcn: 627264 } });
    expect(parseUqmiCellLocation(sa, 'nr5g_sa')).toEqual({ arfcn: 627264, band: 'n78', cellId: 256001, pci: 500 });
  });

  it('adds the NR leg on NSA', () => {
    const nsa = JSON.stringify({ intrafrequency_lte_info: { tracking_area_code: 1, enodeb_id: 2, cell_id: 3, channel: 1650, serving_cell_id: 4 }, nr5g_arfcn: { arfcn: 627264 } });
    expect(parseUqmiCellLocation(nsa, 'nr5g_nsa')).toMatchObject({ band: 'B3', cellId: 515, pci: 4, tac: 1, nrArfcn: 627264, nrBand: 'n78' });
  });

  it.each(['', 'error', '[]', '{"intrafrequency_lte_info": {"channel": -1, "enodeb_id": "x", "cell_id": 2}}'])('knows nothing more from %j', (text) => {
    const cell = parseUqmiCellLocation(text, 'lte');
    expect([cell.cellId ?? null, cell.pci ?? null, cell.arfcn ?? null]).toEqual([null, null, null]);
  });
});
