// Network > 3G/4G, the radio (issue 31.1, 31.2): the serving cell now and the last 24 hours of its
// signal, for the tab's radio panel and chart and the home page's 4G card.
import { z } from 'zod';
import { defineOp } from '../../op';
import { RadioTechnologies, radioNow } from './radio-fields';

export const get_radio_status = defineOp({
  op: 'get_radio_status',
  method: 'GET',
  feature: 'net_cellular1',
  summary:
    "The serving cell: technology, band and channel number, cell id, PCI, TAC, and RSRP / RSRQ / SINR / RSSI. present false without a modem. On OpenWrt from ModemManager (mmcli --signal-get, --get-cell-info, --location-get), or uqmi --get-signal-info where ModemManager is absent.",
  input: z.strictObject({}),
  output: radioNow.extend({ present: z.boolean(), time: z.number().describe('epoch ms of the reading') }),
});

export const get_radio_history = defineOp({
  op: 'get_radio_history',
  method: 'GET',
  feature: 'net_cellular1',
  summary:
    'The last 24 h of the serving cell, one sample a minute, oldest first, as columns of equal length: time (epoch ms), rsrp, rsrq, sinr, technology and cellId. A change of cellId or technology between two samples is a handover.',
  input: z.strictObject({}),
  output: z.object({
    intervalSeconds: z.number().int(),
    /** where the copy that outlives a restart is kept: on flash (the daemon's data folder, the router's SIM watch service), or nowhere */
    kept: z.enum(['flash', 'memory']),
    time: z.array(z.number()),
    rsrp: z.array(z.number().nullable()),
    rsrq: z.array(z.number().nullable()),
    sinr: z.array(z.number().nullable()),
    technology: z.array(z.enum(RadioTechnologies)),
    cellId: z.array(z.number().int().nullable()),
  }),
});
