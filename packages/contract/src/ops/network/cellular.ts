// Network > 3G/4G (spec 2, 3): the cellular interface network.wwan with OpenWrt's qmi, mbim,
// ncm and 3g option names (apn, pincode, dialnumber, auth, username, password, pdptype),
// the nation/area and ISP choice, and the modem's live state and log.
import { z } from 'zod';
import { defineOp } from '../../op';
import { Limits } from '../../constants';
import { CellularCountries, cellularCountryCodes, cellularIspIds, customIsp, type CellularCountry } from '../../cellular-isps';
import { ValidationKey, apnSchema, dialNumberSchema, emptyOr, requiredString, simPinSchema } from '../../datatypes';
import { get_cellular_info } from '../home';
import { authsOfProto, cellularAuths, cellularPdpTypes, cellularProtos, modemLogEvents } from './cellular-fields';

const switchValue = z.enum(['1', '0']);
const pppCredential = emptyOr(requiredString(ValidationKey.text, Limits.pppCredentialMaxLength), ValidationKey.text);

const cellularSettings = {
  /** spec 2 "4G priority": the default route prefers the modem over the WAN port (interface metrics) */
  priority: switchValue,
  proto: z.enum(cellularProtos),
  country: z.enum(cellularCountryCodes),
  isp: z.enum(cellularIspIds),
  /** empty: the modem's default bearer */
  apn: emptyOr(apnSchema(), ValidationKey.apn),
  username: pppCredential,
};

export const get_cellular_config = defineOp({
  op: 'get_cellular_config',
  method: 'GET',
  feature: 'net_cellular1',
  summary: 'The 4G settings (network.wwan and the ISP choice). The PIN and the password are write-only and never answered.',
  input: z.strictObject({}),
  output: z.object({
    priority: z.enum(['1', '0']),
    proto: z.enum(cellularProtos),
    country: z.enum(cellularCountryCodes),
    isp: z.enum(cellularIspIds),
    apn: z.string(),
    dialnumber: z.string(),
    auth: z.enum(cellularAuths),
    username: z.string(),
    pdptype: z.enum(cellularPdpTypes),
  }),
});

export const set_cellular_config = defineOp({
  op: 'set_cellular_config',
  method: 'POST',
  feature: 'net_cellular1',
  mutates: true,
  summary:
    "Saves the 4G settings. priority '1' prefers the modem's default route (wwan metric 1, wan metric 10), '0' the WAN's (wwan metric 20, no wan metric). dialnumber is PPP dialing's (proto 3g) and kept when left out; an empty or absent pincode or password keeps the stored one. auth 'none' beside a user name or password is refused (validation.cellularAuthNeeded) where the protocol offers PAP/CHAP; auth left out with a user name and a stored 'none' writes both (chap for mbim).",
  input: z
    .strictObject({
      ...cellularSettings,
      /** absent: the stored one is kept; ignored by the protocols that do not read it */
      auth: z.enum(cellularAuths).optional(),
      /** absent: the stored one is kept; 3g (pppd) has none */
      pdptype: z.enum(cellularPdpTypes).optional(),
      dialnumber: emptyOr(dialNumberSchema(), ValidationKey.dialNumber).optional(),
      pincode: emptyOr(simPinSchema(), ValidationKey.simPin).optional(),
      password: pppCredential.optional(),
    })
    .check((ctx) => {
      const { country, isp, proto, auth, username, password } = ctx.value;
      const offered = CellularCountries[country as CellularCountry].some((entry) => entry.id === isp);
      if (!offered && isp !== customIsp) ctx.issues.push({ code: 'custom', path: ['isp'], message: ValidationKey.cellularIsp, input: isp });
      const auths = authsOfProto[proto];
      if (auth !== undefined && auths.length > 0 && !auths.includes(auth)) {
        ctx.issues.push({ code: 'custom', path: ['auth'], message: ValidationKey.cellularAuth, input: auth });
      }
      // qmi.sh and mbim.sh pass a user name and password to the modem only with PAP or CHAP.
      if (auth === 'none' && auths.length > 0 && (username !== '' || Boolean(password))) {
        ctx.issues.push({ code: 'custom', path: ['auth'], message: ValidationKey.cellularAuthNeeded, input: auth });
      }
    }),
  output: z.object({}),
});

export const get_cellular_status = defineOp({
  op: 'get_cellular_status',
  method: 'GET',
  feature: 'net_cellular1',
  summary: 'The modem: state, operator, network type, signal (dBm, four levels in the console per spec 9), identity, address and its traffic.',
  input: z.strictObject({}),
  output: get_cellular_info.output.extend({
    ipaddr: z.string(),
    connectedSeconds: z.number().int().describe('seconds since the data session came up, 0 when down'),
    rxBytes: z.number().describe('bytes the module received'),
    txBytes: z.number().describe('bytes the module sent'),
    rxRate: z.number().describe('bytes/s'),
    txRate: z.number().describe('bytes/s'),
  }),
});

export const get_cellular_log = defineOp({
  op: 'get_cellular_log',
  method: 'GET',
  feature: 'net_cellular1',
  summary:
    "The modem log since boot, oldest first (at most 200 entries): time in epoch ms and the message; a known event also names itself and its values, for the console to word in the page's language.",
  input: z.strictObject({}),
  output: z.object({
    entries: z.array(
      z.object({
        time: z.number(),
        message: z.string(),
        event: z.enum(modemLogEvents).optional(),
        params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      }),
    ),
  }),
});
