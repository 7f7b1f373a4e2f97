// Types the platform interface (platform.ts) shares with the parts it names (modem-control.ts,
// sim-records.ts, radio/radio-history.ts), apart so that those parts do not import platform.ts.
import type { z } from 'zod';
import type { radioNow } from '@rc/contract/ops/network/radio-fields';

/** The modem's serving cell and its signal (issue 31.1): technology, band, channel, ids, RSRP/RSRQ/SINR/RSSI. */
export type CellRadio = z.infer<typeof radioNow>;

export type SimSlotName = 'sim1' | 'sim2';
