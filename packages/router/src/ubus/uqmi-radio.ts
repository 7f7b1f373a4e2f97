// The serving cell from uqmi where ModemManager is absent (OpenWrt's own QMI dialer, proto qmi):
// `uqmi -d /dev/cdc-wdm0 --get-signal-info` prints the QMI NAS signal info as JSON (uqmi
// commands-nas.c cmd_nas_get_signal_info_cb): {"type": "lte", "rssi", "rsrq", "rsrp", "snr"}, or
// "wcdma" with rssi and ecio, "gsm" with signal; newer uqmi adds a "5gnr" table (rsrp, rsrq, snr),
// beside the LTE one on EN-DC. It tells no cell id, PCI or channel: `--get-cell-location-info`
// does (QMI NAS Get Cell Location Info; uqmi commands-nas.c cmd_nas_get_cell_location_info_cb,
// openwrt/uqmi 7914da4): "intrafrequency_lte_info" {tracking_area_code, enodeb_id, cell_id (the
// global cell id split as /256 and %256), channel (EARFCN), serving_cell_id (the serving PCI)},
// "umts_info" {location_area_code, cell_id, channel (UARFCN)}, "nr5g_cell_information" {enodeb_id,
// cell_id, physical_cell_id} and "nr5g_arfcn" {arfcn}, inside one unnamed table.
import type { CellRadio } from '@rc/core/platform/platform';
import type { RadioTechnology } from '@rc/contract/ops/network/radio-fields';
import { noCellRadio } from '@rc/core/radio/no-radio';
import { lteBand, nrBand, wcdmaBand } from '@rc/core/radio/radio-bands';

type Json = Record<string, unknown>;

const reading = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 1000 ? Math.round(value * 10) / 10 : null;

/** Every table with a "type", however uqmi nested them. */
function tables(value: unknown, depth = 0): Json[] {
  if (value === null || typeof value !== 'object' || depth > 3) return [];
  if (Array.isArray(value)) return value.flatMap((item) => tables(item, depth + 1));
  const table = value as Json;
  if (typeof table.type === 'string') return [table];
  return Object.values(table).flatMap((item) => tables(item, depth + 1));
}

export function parseUqmiSignal(text: string): CellRadio | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const found = tables(parsed);
  const byType = (type: string) => found.find((table) => table.type === type);
  const lte = byType('lte');
  const nr = byType('5gnr');
  const wcdma = byType('wcdma');
  const technology: RadioTechnology = nr ? (lte ? 'nr5g_nsa' : 'nr5g_sa') : lte ? 'lte' : wcdma ? 'wcdma' : byType('gsm') ? 'gsm' : 'none';
  if (technology === 'none') return undefined;
  const values = lte ?? nr ?? wcdma ?? {};
  return {
    ...noCellRadio,
    technology,
    rsrp: reading(values.rsrp),
    rsrq: reading(values.rsrq),
    sinr: reading(values.snr),
    rssi: reading(values.rssi),
  };
}

const whole = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null);

/** The first table named `name`, however deep (uqmi wraps them in an unnamed one). */
function named(value: unknown, name: string, depth = 0): Json {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || depth > 3) return {};
  const table = value as Json;
  const own = table[name];
  if (own !== null && typeof own === 'object' && !Array.isArray(own)) return own as Json;
  for (const item of Object.values(table)) {
    const found = named(item, name, depth + 1);
    if (Object.keys(found).length > 0) return found;
  }
  return {};
}

/** uqmi splits the global cell id into enodeb_id (/256) and cell_id (%256): joined again. */
function globalCellId(table: Json): number | null {
  const enodeb = whole(table.enodeb_id);
  const cell = whole(table.cell_id);
  return enodeb === null || cell === null ? null : enodeb * 256 + cell;
}

type CellPart = Pick<CellRadio, 'band' | 'arfcn' | 'nrBand' | 'nrArfcn' | 'cellId' | 'pci' | 'tac'>;

/** The serving cell's identity from `uqmi --get-cell-location-info`, for the technology the signal info named. */
export function parseUqmiCellLocation(text: string, technology: RadioTechnology): Partial<CellPart> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  const nrArfcn = whole(named(parsed, 'nr5g_arfcn').arfcn);
  if (technology === 'lte' || technology === 'nr5g_nsa') {
    const lte = named(parsed, 'intrafrequency_lte_info');
    const arfcn = whole(lte.channel);
    const nsa = technology === 'nr5g_nsa' ? { nrArfcn, nrBand: nrBand(nrArfcn) } : {};
    return { arfcn, band: lteBand(arfcn), cellId: globalCellId(lte), pci: whole(lte.serving_cell_id), tac: whole(lte.tracking_area_code), ...nsa };
  }
  if (technology === 'nr5g_sa') {
    const nr = named(parsed, 'nr5g_cell_information');
    return { arfcn: nrArfcn, band: nrBand(nrArfcn), cellId: globalCellId(nr), pci: whole(nr.physical_cell_id) };
  }
  if (technology === 'wcdma') {
    const umts = named(parsed, 'umts_info');
    const arfcn = whole(umts.channel);
    return { arfcn, band: wcdmaBand(arfcn), cellId: whole(umts.cell_id), tac: whole(umts.location_area_code) };
  }
  return {};
}
