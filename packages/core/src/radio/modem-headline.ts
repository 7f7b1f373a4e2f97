// Issue 42.2: the modem as the home page's 4G card and the 3G/4G tab show it, with the one signal
// truth: the network type of the radio technology now in use and the signal headline (contract
// radio/signal-headline.ts) of the serving cell, the reading the Radio panel grades.
import type { OpOutput } from '@rc/contract/op';
import type { Ops } from '@rc/contract/registry';
import { signalHeadline } from '@rc/contract/radio/signal-headline';
import { technologyNames } from '@rc/contract/ops/network/radio-technologies';
import type { Platform } from '../platform/platform';

export type ModemWithHeadline = OpOutput<Ops['get_cellular_info']>;

export async function modemWithHeadline(platform: Pick<Platform, 'modem' | 'cellRadio'>): Promise<ModemWithHeadline> {
  const [modem, radio] = await Promise.all([platform.modem(), modemRadio(platform)]);
  if (!modem.present) return { ...modem, signalMetric: 'none' };
  const networkType = (radio && technologyNames[radio.technology]) || modem.networkType;
  const headline = radio ? signalHeadline(radio) : undefined;
  if (headline) return { ...modem, networkType, signalDbm: headline.value, signalMetric: headline.metric };
  // Only ModemManager's percentage: its CSQ scale is an RSSI (3GPP TS 27.007 +CSQ), graded as one.
  return { ...modem, networkType, signalMetric: modem.signalDbm < 0 ? 'rssi' : 'none' };
}

async function modemRadio(platform: Pick<Platform, 'cellRadio'>) {
  return platform.cellRadio ? platform.cellRadio() : undefined;
}
