// Issue 43.7: the wizard's last step said its change is in History even when Finish changes no
// setting History keeps (only the admin password, which History never holds).
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../ui/testing/jsdom-shims';
import { setupTestI18n } from '../../ui/testing/test-i18n';
import { SummaryStep } from './summary-step';
import { emptyValues, type SkippableStep } from './wizard-values';

beforeAll(() => setupTestI18n('en'));

const all: SkippableStep[] = ['password', 'internet', 'wifi', 'timeZone'];
const skipping = (...steps: SkippableStep[]) => new Set(steps);

describe('the wizard summary', () => {
  it('does not send the administrator to History for a new password alone', () => {
    render(<SummaryStep values={{ ...emptyValues, password: 'Home-Router-Pass-7' }} skipped={skipping('internet', 'wifi', 'timeZone')} />);
    expect(screen.queryByText(/History/)).toBeNull();
    expect(screen.getByText('Finish saves the new admin password.')).toBeInTheDocument();
  });

  it('says where the settings it changes show, when it changes settings', () => {
    render(<SummaryStep values={{ ...emptyValues, zonename: 'Europe/Berlin' }} skipped={skipping(...all.filter((step) => step !== 'timeZone'))} />);
    expect(screen.getByText(/System > History/)).toBeInTheDocument();
  });
});
