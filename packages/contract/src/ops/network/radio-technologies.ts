// Apart from radio-fields.ts (zod), so that the signal history (core/src/radio/radio-history.ts),
// which the router build's platform loads with every page, checks a stored sample without zod.

/** lte; nr5g_nsa: LTE anchor with a 5G NR leg (EN-DC); nr5g_sa: 5G standalone; wcdma; gsm. */
export const RadioTechnologies = ['lte', 'nr5g_nsa', 'nr5g_sa', 'wcdma', 'gsm', 'none'] as const;
export type RadioTechnology = (typeof RadioTechnologies)[number];

/** LTE, 5G NSA, 5G SA, WCDMA, GSM: the names every operator and modem uses, in every language; '' for none. */
export const technologyNames: Readonly<Record<RadioTechnology, string>> = { lte: 'LTE', nr5g_nsa: '5G NSA', nr5g_sa: '5G SA', wcdma: 'WCDMA', gsm: 'GSM', none: '' };
