// The radio technology ModemManager's modem uses now, from `mmcli -J -m any`'s
// modem.generic.access-technologies (the technologies of the current registration: "lte" and
// "5gnr" together on a 5G NSA / EN-DC cell) and, where known, the serving cells' types
// (--get-cell-info). Shared by the 4G card's network type (mmcli.ts) and the Radio panel (mmcli-radio.ts).
import type { RadioTechnology } from '@rc/contract/ops/network/radio-technologies';

export function technologyOf(access: readonly string[], servingCellTypes: readonly string[] = []): RadioTechnology {
  const has = (name: string) => access.includes(name) || servingCellTypes.includes(name);
  if (has('5gnr')) return has('lte') ? 'nr5g_nsa' : 'nr5g_sa';
  if (has('lte')) return 'lte';
  if (['umts', 'hsdpa', 'hsupa', 'hspa', 'hspa-plus'].some(has)) return 'wcdma';
  if (['gsm', 'gprs', 'edge'].some(has)) return 'gsm';
  return 'none';
}
