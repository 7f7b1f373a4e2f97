// The serving cell as ModemManager reports it (issue 31.1). Field names from ModemManager's
// source: mmcli-output.c (the -J keys) and libmm-glib mm-cell-info-lte.c / mm-cell-info-nr5g.c.
// - `mmcli -J -m any --signal-get`: modem.signal.{lte,5g,umts,gsm}.{rsrp,rsrq,rssi,snr,rscp,ecio},
//   dBm / dB as strings ("-95.00"), "--" for none; modem.signal.refresh.rate is "0" until
//   `--signal-setup=<seconds>` asks the modem to report them.
// - `mmcli -J -m any --get-cell-info` (ModemManager 1.20+): modem.generic.cell-info, one string a
//   cell, "cell type: lte, serving: yes, operator id: 46000, tac: 5A1F, ci: 0B3E7A02, physical ci:
//   1C, earfcn: 1650, rsrp: -92.00, ..."; tac, ci and physical ci are hexadecimal. A 5gnr cell
//   serving beside an LTE one (serving cell type pscell) is a 5G NSA (EN-DC) leg.
// - `mmcli -J -m any --location-get`: modem.location.3gpp.{cid,tac,lac}, hexadecimal, "--" for none:
//   the cell id and TAC where cell info is not supported.
// - `mmcli -J -m any`: modem.generic.access-technologies ("lte", "5gnr", "umts", "hspa"...).
import type { CellRadio } from '@rc/core/platform/platform';
import { lteBand, nrBand, wcdmaBand } from '@rc/core/radio/radio-bands';
import { parseJson } from './ubus-parsers';
import { technologyOf } from './mmcli-technology';

type Json = Record<string, unknown>;
const object = (value: unknown): Json => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const str = (value: unknown): string => (typeof value === 'string' && value !== '--' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** A reading in dBm / dB; null for "--", an empty or an absurd value. */
function reading(value: unknown): number | null {
  const text = str(value);
  const number = text === '' ? Number.NaN : Number(text);
  return Number.isFinite(number) && Math.abs(number) < 1000 ? Math.round(number * 10) / 10 : null;
}

function hex(value: unknown): number | null {
  const text = str(value);
  return /^[0-9a-f]{1,10}$/i.test(text) ? parseInt(text, 16) : null;
}

function whole(value: unknown): number | null {
  const text = str(value);
  return /^\d{1,7}$/.test(text) ? Number(text) : null;
}

interface Cell {
  type: string;
  serving: boolean;
  fields: Map<string, string>;
}

/** "cell type: lte, serving: yes, ci: 0B3E7A02" as its fields, keyed as mmcli prints them. */
function parseCell(line: string): Cell {
  const fields = new Map<string, string>();
  for (const part of line.split(',')) {
    const colon = part.indexOf(':');
    if (colon > 0) fields.set(part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1).trim());
  }
  return { type: fields.get('cell type') ?? '', serving: fields.get('serving') === 'yes', fields };
}

function servingCells(cellInfoJson: string): Cell[] {
  const modem = object(parseJson(cellInfoJson || '{}').modem);
  const list = object(modem.generic)['cell-info'] ?? modem['cell-info'];
  return (Array.isArray(list) ? list : []).filter((line): line is string => typeof line === 'string').map(parseCell).filter((cell) => cell.serving);
}

export interface MmcliRadioAnswers {
  modem: string;
  signal: string;
  /** '' where ModemManager is older than 1.20 or the modem does not tell */
  cellInfo: string;
  location: string;
}

export function parseMmcliRadio(answers: MmcliRadioAnswers): CellRadio {
  const generic = object(object(parseJson(answers.modem).modem).generic);
  const access = (Array.isArray(generic['access-technologies']) ? generic['access-technologies'] : []).map(str).filter(Boolean);
  const cells = servingCells(answers.cellInfo);
  const technology = technologyOf(access, cells.map((cell) => cell.type));
  const signal = object(object(parseJson(answers.signal || '{}').modem).signal);
  const location = object(object(object(parseJson(answers.location || '{}').modem).location)['3gpp']);
  const lte = cells.find((cell) => cell.type === 'lte');
  const nr = cells.find((cell) => cell.type === '5gnr');
  const umts = cells.find((cell) => cell.type === 'umts');
  // The anchor: the LTE cell on LTE and NSA, the NR cell on SA, the UMTS cell on WCDMA.
  const anchor = technology === 'nr5g_sa' ? nr : technology === 'wcdma' ? umts : lte;
  const values = object(signal[technology === 'nr5g_sa' ? '5g' : technology === 'wcdma' ? 'umts' : technology === 'gsm' ? 'gsm' : 'lte']);
  const field = (name: string) => anchor?.fields.get(name);
  const arfcn = whole(field('earfcn') ?? field('nrarfcn') ?? field('uarfcn') ?? field('arfcn'));
  const nrArfcn = technology === 'nr5g_nsa' ? whole(nr?.fields.get('nrarfcn')) : null;
  const band = technology === 'nr5g_sa' ? nrBand(arfcn) : technology === 'wcdma' ? wcdmaBand(arfcn) : technology === 'gsm' ? '' : lteBand(arfcn);
  return {
    technology,
    band,
    arfcn,
    nrBand: nrBand(nrArfcn),
    nrArfcn,
    cellId: hex(field('ci')) ?? hex(location.cid),
    pci: hex(field('physical ci')),
    tac: hex(field('tac')) ?? hex(location.tac) ?? hex(field('lac')) ?? hex(location.lac),
    rsrp: reading(values.rsrp) ?? reading(field('rsrp')),
    rsrq: reading(values.rsrq) ?? reading(field('rsrq')),
    sinr: reading(values.snr) ?? reading(field('sinr')),
    rssi: reading(values.rssi),
  };
}

/** modem.signal.refresh.rate: "0" (or absent) until `--signal-setup` turned the extended readings on. */
export function mmcliSignalRefreshing(signalJson: string): boolean {
  const rate = Number(str(object(object(object(parseJson(signalJson || '{}').modem).signal).refresh).rate));
  return Number.isFinite(rate) && rate > 0;
}
