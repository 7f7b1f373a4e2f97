// Utilities > Site survey (spec 2 "signal type 2.4G or 5.8G, scan table").
import { z } from 'zod';
import { defineOp } from '../../op';

export const site_survey = defineOp({
  op: 'site_survey',
  method: 'GET',
  feature: 'tool_site_survey',
  summary: 'Scans one band for neighbouring networks. SSIDs are whatever the air carries: clients must show them as text.',
  input: z.strictObject({ band: z.enum(['2.4', '5.8'], { error: 'survey.bandInvalid' }) }),
  output: z.object({
    results: z.array(
      z.object({
        ssid: z.string(),
        bssid: z.string(),
        channel: z.number().int(),
        signalDbm: z.number(),
        encryption: z.string(),
      }),
    ),
  }),
});
