// ModemManager's `mmcli -J` answers (fixtures/ has samples): the modem the 4G pages show. Loaded
// once mmcli answered (router-modem.ts): a router without ModemManager never needs it.
import type { ModemState, ModemStatus, SimSlotName, SimSlotStatus } from '@rc/core/platform/platform';
import { parseJson } from './ubus-parsers';
import { technologyOf } from './mmcli-technology';
import { technologyNames } from '@rc/contract/ops/network/radio-technologies';

type Json = Record<string, unknown>;
const object = (value: unknown): Json => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
/** mmcli writes "--" for a value it does not have. */
const str = (value: unknown): string => (typeof value === 'string' && value !== '--' ? value : '');

/** `mmcli -J -m any` and, when the modem has one, `mmcli -J -i any` for the SIM's ICCID. */
export function parseMmcliModem(modemJson: string, simJson = ''): ModemStatus {
  const modem = object(parseJson(modemJson).modem);
  const generic = object(modem.generic);
  const gpp = object(modem['3gpp']);
  const sim = simJson ? object(object(parseJson(simJson).sim).properties) : {};
  const access = (Array.isArray(generic['access-technologies']) ? generic['access-technologies'] : []).map(str).filter(Boolean);
  const quality = Number(str(object(generic['signal-quality']).value) || 0);
  return {
    present: true,
    operator: str(gpp['operator-name']) || str(sim['operator-name']),
    // ModemManager's quality is the CSQ scale in percent (3GPP TS 27.007: -113 dBm + 2 dB a step, 31 steps).
    signalDbm: quality > 0 ? Math.round(-113 + (quality * 62) / 100) : 0,
    imei: str(gpp.imei) || str(generic['equipment-identifier']),
    iccid: str(sim.iccid),
    model: str(generic.model),
    // issue 42.2: the technology in use (LTE beside 5GNR is 5G NSA), named as the Radio panel names it
    networkType: technologyNames[technologyOf(access)],
    state: modemState(str(generic.state), str(generic['state-failed-reason']), str(generic['unlock-required'])),
  };
}

/** ModemManager's MMModemState names as the four the console shows. */
function modemState(state: string, failedReason: string, unlock: string): ModemState {
  if (failedReason === 'sim-missing' || (state === 'locked' && unlock.startsWith('sim-p'))) return 'no_sim';
  if (state === 'connected') return 'connected';
  if (['connecting', 'registered', 'searching', 'enabling', 'enabled', 'initializing'].includes(state)) return 'connecting';
  return 'disconnected';
}

/** The SIM paths of the modem's slots, in slot order; '' for an empty slot ("/"). One slot: its `sim`. */
export function mmcliSimSlots(modemJson: string): string[] {
  const generic = object(object(parseJson(modemJson).modem).generic);
  const slots = Array.isArray(generic['sim-slots']) ? generic['sim-slots'].map((path) => (str(path) === '/' ? '' : str(path))) : [];
  return slots.length > 0 ? slots : [str(generic.sim) === '/' ? '' : str(generic.sim)];
}

/** One slot as the modem sees it: `simJson` is `mmcli -J -i <path>` ('' for an empty slot). */
export function parseMmcliSimSlot(slot: SimSlotName, modemJson: string, simJson: string): SimSlotStatus {
  if (!simJson) return { slot, state: 'absent', iccid: '', operator: '' };
  const generic = object(object(parseJson(modemJson).modem).generic);
  const sim = object(object(parseJson(simJson).sim).properties);
  // The modem asks for the PIN of its active SIM only.
  const locked = str(sim.active) !== 'no' && str(generic['unlock-required']).startsWith('sim-p');
  return { slot, state: locked ? 'pin_required' : 'ready', iccid: str(sim.iccid), operator: locked ? '' : str(sim['operator-name']) };
}
