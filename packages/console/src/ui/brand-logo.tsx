import type { Corporation } from '@rc/contract/features';
import './brand-logo.css';

interface BrandLogoProps {
  corporation: Corporation | undefined;
  /** Light text for dark backgrounds. */
  inverse?: boolean;
}

// Spec 1: two brands from menu_conf.json config.corporation, each with its own mark.
function ZbtMark() {
  return (
    <svg viewBox="0 0 32 32" className="brand-logo__mark" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
      <path d="M9 12.5a10 10 0 0 1 14 0M11.8 15.7a6 6 0 0 1 8.4 0" stroke="#fff" strokeWidth="2.2" fill="none" strokeLinecap="round" />
      <rect x="8" y="19" width="16" height="5" rx="1.6" fill="#fff" />
      <circle cx="11.5" cy="21.5" r="1" fill="var(--color-primary)" />
    </svg>
  );
}

function SlMark() {
  return (
    <svg viewBox="0 0 32 32" className="brand-logo__mark" aria-hidden="true" focusable="false">
      <path d="M16 1.5 29 9v14l-13 7.5L3 23V9z" fill="var(--color-primary)" />
      <path d="M16 9v14M10 12.5l6-3.5 6 3.5M10 19.5l6 3.5 6-3.5" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function BrandLogo({ corporation, inverse = false }: BrandLogoProps) {
  const brand = corporation === 'SL' ? 'SL' : 'ZBT';
  return (
    <span className={inverse ? 'brand-logo brand-logo--inverse' : 'brand-logo'}>
      {brand === 'SL' ? <SlMark /> : <ZbtMark />}
      <span className="brand-logo__name">{brand}</span>
    </span>
  );
}
