import type { TFunction } from 'i18next';

// How modems spell the Chinese networks' names (3GPP long and short names, +COPS), squeezed to
// letters: the console words them in the reader's language (issue 43.7: "China Mobile" in 简体中文).
const knownOperators: Record<string, string> = {
  chinamobile: 'chinaMobile',
  cmcc: 'chinaMobile',
  chinaunicom: 'chinaUnicom',
  chnunicom: 'chinaUnicom',
  cucc: 'chinaUnicom',
  chinatelecom: 'chinaTelecom',
  chnct: 'chinaTelecom',
  ctcc: 'chinaTelecom',
  chinabroadnet: 'chinaBroadnet',
  cbn: 'chinaBroadnet',
};

/** The operator's name as the reader says it; any name the console does not know, as the modem sent it. */
export function operatorName(t: TFunction, name: string | undefined): string {
  if (!name) return '--';
  const key = knownOperators[name.toLowerCase().replace(/[^a-z]/g, '')];
  return key ? t(`common.operators.${key}`, { defaultValue: name }) : name;
}
