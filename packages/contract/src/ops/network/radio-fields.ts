// The serving cell's fields (ops/network/radio.ts), apart so that the op table holds only ops.
import { z } from 'zod';
import { RadioTechnologies } from './radio-technologies';

export { RadioTechnologies, type RadioTechnology } from './radio-technologies';

const reading = (what: string) => z.number().nullable().describe(`${what}; null when the modem reports none`);

export const radioNow = z.object({
  technology: z.enum(RadioTechnologies),
  band: z.string().describe("the serving band: 'B3' (LTE), 'n78' (NR), 'B1' (WCDMA); '' when unknown"),
  arfcn: z.number().int().nullable().describe('EARFCN (LTE), NR-ARFCN (5G SA) or UARFCN (WCDMA)'),
  nrBand: z.string().describe("5G NSA: the NR leg's band, '' otherwise"),
  nrArfcn: z.number().int().nullable().describe("5G NSA: the NR leg's NR-ARFCN"),
  cellId: z.number().int().nullable().describe('E-UTRAN / NR cell identity, decimal'),
  pci: z.number().int().nullable().describe('physical cell id'),
  tac: z.number().int().nullable().describe('tracking area code (LAC on WCDMA), decimal'),
  rsrp: reading('dBm'),
  rsrq: reading('dB'),
  sinr: reading('dB'),
  rssi: reading('dBm'),
});
