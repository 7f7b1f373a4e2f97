import type { Corporation } from '@rc/contract/features';

/** Spec 1: the brand theme follows menu_conf.json config.corporation (CSS variables per theme). */
export function applyTheme(corporation: Corporation | undefined): void {
  document.documentElement.dataset.theme = corporation === 'SL' ? 'sl' : 'zbt';
}
