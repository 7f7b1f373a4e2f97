// How a text goes over the air as SMS (3GPP TS 23.038 and 23.040): the GSM 7-bit default alphabet
// when every character is in it, else UCS-2; 160 septets or 70 UCS-2 units in one message, 153 or
// 67 per part once the text needs several (the 6-byte concatenation header takes the rest).

// TS 23.038 6.2.1: the default alphabet (one septet each) and its extension table (escape + one).
const gsmBasic = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const gsmExtension = new Set('^{}\\[~]|€\f');

/** i18n keys of the SMS tab's refusals */
export const SmsKey = {
  number: 'sms.number',
  text: 'sms.text',
  tooLong: 'sms.tooLong',
  ussd: 'sms.ussd',
  ids: 'sms.ids',
} as const;

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsParts {
  encoding: SmsEncoding;
  /** septets (GSM 7-bit) or UTF-16 code units (UCS-2) the text takes */
  units: number;
  parts: number;
  /** units one part holds at this length: 160/70 for a single message, 153/67 in a long one */
  perPart: number;
}

export const SmsLimits = {
  /** parts a message may take when sent from the console (ModemManager splits it, the phone joins it) */
  maxParts: 10,
  numberMax: 20,
  ussdMax: 32,
} as const;

function septets(text: string): number | undefined {
  let count = 0;
  for (const char of text) {
    if (gsmBasic.has(char)) count += 1;
    else if (gsmExtension.has(char)) count += 2;
    else return undefined;
  }
  return count;
}

/** The encoding and the parts the text takes, counted as it is typed. */
export function smsParts(text: string): SmsParts {
  const gsm = septets(text);
  const encoding: SmsEncoding = gsm === undefined ? 'ucs2' : 'gsm7';
  const units = gsm ?? text.length;
  const single = encoding === 'gsm7' ? 160 : 70;
  const multi = encoding === 'gsm7' ? 153 : 67;
  if (units <= single) return { encoding, units, parts: units === 0 ? 0 : 1, perPart: single };
  return { encoding, units, parts: Math.ceil(units / multi), perPart: multi };
}

/** A number to send to: digits with an optional leading +, as the SMSC takes it (TS 23.040 9.1.2.5). */
export function isSmsNumber(value: unknown): value is string {
  return typeof value === 'string' && /^\+?[0-9]{3,20}$/.test(value);
}

/** A USSD request (TS 22.090): digits, * and #, as a phone's dialler takes them. */
export function isUssdCode(value: unknown): value is string {
  return typeof value === 'string' && value.length <= SmsLimits.ussdMax && /^[0-9*#+]{2,}$/.test(value);
}
