// The Simulator tab's rules and message keys (ops/utils/simulator.ts), apart so that the op table holds only ops.
import { isSmsNumber } from '../../sms-text';

export const SimulatorKey = {
  simulatedOnly: 'simulator.simulatedOnly',
  weakenDb: 'simulator.weakenDbInvalid',
  sender: 'simulator.senderInvalid',
  text: 'simulator.textInvalid',
  tooLong: 'simulator.tooLong',
  mbps: 'simulator.mbpsInvalid',
  seconds: 'simulator.secondsInvalid',
} as const;

export const SimulatorLimits = { weakenDbMax: 40, mbpsMin: 1, mbpsMax: 100, secondsMin: 10, secondsMax: 600 } as const;

/** What the modem sees in a slot: a working SIM, none (a failed or pulled card), or one locked by its PIN. */
export const simulatedSimStates = ['ready', 'absent', 'pin_required'] as const;
export const trafficInterfaces = ['lan', 'wifi-2g', 'wifi-5g'] as const;

/**
 * A received message's sender: a phone number, or an alphanumeric sender ID of up to 11
 * characters with at least one letter (3GPP TS 23.040 9.1.2.5), as banks and operators send.
 */
export function isSmsSender(value: unknown): value is string {
  return isSmsNumber(value) || (typeof value === 'string' && /^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$/.test(value));
}
