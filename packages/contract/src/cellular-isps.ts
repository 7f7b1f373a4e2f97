// 3G/4G tab (spec 2): the nation/area and ISP lists. Choosing an ISP fills in its APN; the
// APN stays editable, and 'custom' is any other operator. The console names a country as
// `network-net-type.country.<code>` and an ISP as `network-net-type.isp.<id>`.
export interface CellularIsp {
  id: string;
  apn: string;
}

export const CellularCountries = {
  CN: [
    { id: 'cmcc', apn: 'cmnet' },
    { id: 'cucc', apn: '3gnet' },
    { id: 'ctcc', apn: 'ctnet' },
  ],
  US: [
    { id: 'att', apn: 'broadband' },
    { id: 'tmobile_us', apn: 'fast.t-mobile.com' },
    { id: 'verizon', apn: 'vzwinternet' },
  ],
  GB: [
    { id: 'ee', apn: 'everywhere' },
    { id: 'o2_uk', apn: 'mobile.o2.co.uk' },
    { id: 'vodafone_uk', apn: 'pp.vodafone.co.uk' },
    { id: 'three_uk', apn: 'three.co.uk' },
  ],
  DE: [
    { id: 'telekom_de', apn: 'internet.telekom' },
    { id: 'vodafone_de', apn: 'web.vodafone.de' },
    { id: 'o2_de', apn: 'internet' },
  ],
} as const satisfies Record<string, readonly CellularIsp[]>;

export type CellularCountry = keyof typeof CellularCountries;

/** The operator the console offers when the country's list does not hold the SIM's. */
export const customIsp = 'custom' as const;

export const cellularCountryCodes = Object.keys(CellularCountries) as [CellularCountry, ...CellularCountry[]];

type IspId = (typeof CellularCountries)[CellularCountry][number]['id'] | typeof customIsp;

export const cellularIspIds = [
  customIsp,
  ...Object.values(CellularCountries).flatMap((isps): IspId[] => isps.map((isp) => isp.id)),
] as [IspId, ...IspId[]];

/** The ISPs of a country, 'custom' last. */
export function ispsOf(country: CellularCountry): readonly string[] {
  return [...CellularCountries[country].map((isp) => isp.id), customIsp];
}

/** The preset APN of an ISP, or undefined for 'custom' and unknown ids. */
export function presetApn(ispId: string): string | undefined {
  for (const isps of Object.values(CellularCountries)) {
    const found = isps.find((isp) => isp.id === ispId);
    if (found) return found.apn;
  }
  return undefined;
}
