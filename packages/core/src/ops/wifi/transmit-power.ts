// Transmit power tab: wireless.<radio>.txpower in dBm, one of three levels per radio
// (TxPowerDbm in the contract). OpenWrt without txpower runs the radio at the driver's maximum.
import type { Ops } from '@rc/contract/registry';
import { TxPowerDbm, TxPowerLevels, type TxPowerLevel, type WifiBand } from '@rc/contract/ops/wifi/wifi-rules';
import type { UciPackage } from '../../uci/uci-types';
import { getOption, setOption } from '../../uci/uci-edit';
import type { Handler } from '../op-context';
import { radioOf } from './wireless-sections';

export const get_wifi_power: Handler<Ops['get_wifi_power']> = async (_input, ctx) => {
  const wireless = await ctx.store.read('wireless');
  return { txpower2g: levelOf(wireless, '2g'), txpower5g: levelOf(wireless, '5g') };
};

export const set_wifi_power: Handler<Ops['set_wifi_power']> = async (input, ctx) => {
  await ctx.store.transact('set_wifi_power', ['wireless'], (draft) => {
    writeLevel(draft.wireless!, '2g', input.txpower2g);
    writeLevel(draft.wireless!, '5g', input.txpower5g);
  });
  return {};
};

/**
 * High is no txpower at all (the driver's maximum within the country's limit); a radio already
 * at the chosen level keeps its value, so an unchanged save writes nothing.
 */
function writeLevel(wireless: UciPackage, band: WifiBand, level: TxPowerLevel): void {
  if (levelOf(wireless, band) === level) return;
  setOption(radioOf(wireless, band), 'txpower', level === 'high' ? undefined : String(TxPowerDbm[band][level]));
}

/** The level nearest the radio's txpower (a hand-set 17 dBm reads as medium on 2.4G). */
function levelOf(wireless: UciPackage, band: WifiBand): TxPowerLevel {
  const value = getOption(radioOf(wireless, band), 'txpower');
  const dbm = Number(value);
  if (value === undefined || !Number.isFinite(dbm)) return 'high';
  const distance = (level: TxPowerLevel) => Math.abs(TxPowerDbm[band][level] - dbm);
  return TxPowerLevels.reduce((best, level) => (distance(level) < distance(best) ? level : best));
}
