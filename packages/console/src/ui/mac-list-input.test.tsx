import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MacListInput } from './mac-list-input';
import { renderWithProviders } from './testing/render-with-providers';
import { setupTestI18n } from './testing/test-i18n';

function Harness() {
  const [macs, setMacs] = useState<string[]>([]);
  return (
    <>
      <label htmlFor="macs">Blocked devices</label>
      <MacListInput id="macs" value={macs} onChange={setMacs} />
      <output>{JSON.stringify(macs)}</output>
      <button type="button" onClick={() => setMacs(['AA:BB:CC:DD:EE:FF'])}>Reset</button>
    </>
  );
}

beforeAll(() => setupTestI18n('en'));

describe('MacListInput', () => {
  it('names each bad line by its number once the user leaves the box', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Blocked devices' });
    await user.type(box, '00:11:22:33:44:55{Enter}{Enter}00:11:22{Enter}AA:BB:CC:DD:EE:FF{Enter}zz');
    expect(screen.queryByText(/is not a valid MAC/)).not.toBeInTheDocument();

    await user.tab();
    expect(screen.getByText('line 3: 00:11:22 is not a valid MAC')).toBeInTheDocument();
    expect(screen.getByText('line 5: zz is not a valid MAC')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(expect.stringContaining('line 3: 00:11:22 is not a valid MAC'));
  });

  it('hands every non-blank line on, trimmed, bad ones included so validation can refuse them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Blocked devices' }), '  00:11:22:33:44:55 {Enter}{Enter}bad');
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual(['00:11:22:33:44:55', 'bad']);
  });

  it('shows a list set from outside (load, undo) in place of what was typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Blocked devices' });
    await user.type(box, '00:11:22:33:44:55{Enter}{Enter}');
    expect(box).toHaveValue('00:11:22:33:44:55\n\n');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(box).toHaveValue('AA:BB:CC:DD:EE:FF');
  });
});
