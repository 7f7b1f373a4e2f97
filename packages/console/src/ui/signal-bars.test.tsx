import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SignalBars } from './signal-bars';
import { renderWithProviders } from './testing/render-with-providers';
import { setupTestI18n } from './testing/test-i18n';

beforeAll(() => setupTestI18n('en'));

describe('SignalBars', () => {
  it('tells assistive technology the level in words', () => {
    renderWithProviders(<SignalBars level={3} />);
    expect(screen.getByRole('img', { name: 'signal level 3 of 4' })).toBeInTheDocument();
  });

  it('levels a dBm reading with the contract thresholds', () => {
    renderWithProviders(<SignalBars value={-45} />);
    expect(screen.getByRole('img', { name: 'signal level 4 of 4' })).toBeInTheDocument();
  });

  it("takes the page's own label when given", () => {
    renderWithProviders(<SignalBars value={-90} label="-90 dBm, weak" />);
    expect(screen.getByRole('img', { name: '-90 dBm, weak' })).toHaveClass('signal-bars--1');
  });
});
