// The serving cell from uqmi where ModemManager is absent (OpenWrt's own QMI dialer, proto qmi):
// `uqmi -d /dev/cdc-wdm0 --get-signal-info` prints the QMI NAS signal info as JSON (uqmi
// commands-nas.c cmd_nas_get_signal_info_cb): {"type": "lte", "rssi", "rsrq", "rsrp", "snr"}, or
// "wcdma" with rssi and ecio, "gsm" with signal; newer uqmi adds a "5gnr" table (rsrp, rsrq, snr),
// beside the LTE one on EN-DC. It tells no cell id, PCI or channel.
import type { CellRadio } from '../platform/platform';
import type { RadioTechnology } from '@rc/contract/ops/network/radio-fields';
import { noCellRadio } from '../radio/no-radio';

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
