import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import './testing/jsdom-shims';
import { ToggleSwitch } from './toggle-switch';
import type { SwitchValue, SwitchValues } from './switch-values';

function Harness({ initial, values }: { initial: unknown; values?: SwitchValues }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <>
      <label htmlFor="sw">Firewall</label>
      <ToggleSwitch id="sw" value={value} values={values} onChange={(next: SwitchValue) => setValue(next)} />
      <output>{String(value)}</output>
    </>
  );
}

async function toggle() {
  await userEvent.setup().click(screen.getByRole('switch', { name: 'Firewall' }));
  return screen.getByRole('status').textContent;
}

describe('ToggleSwitch (spec 4 value pairs)', () => {
  it.each([
    [['1', '0'], '1', '0'],
    [['1', '0'], '0', '1'],
    [['undeaf', 'deaf'], 'undeaf', 'deaf'],
    [['undeaf', 'deaf'], 'deaf', 'undeaf'],
    [['ACCEPT', 'REJECT'], 'ACCEPT', 'REJECT'],
    [['ACCEPT', 'REJECT'], 'REJECT', 'ACCEPT'],
    [['enable', 'disable'], 'enable', 'disable'],
    [['enable', 'disable'], 'disable', 'enable'],
  ] as const)('with %j turns %s into %s', async (values, from, to) => {
    render(<Harness initial={from} values={values} />);
    expect(await toggle()).toBe(to);
  });

  it.each(['1', 'undeaf', 'ACCEPT', 'enable', true])('shows %s as on', (value) => {
    render(<Harness initial={value} />);
    expect(screen.getByRole('switch', { name: 'Firewall' })).toBeChecked();
  });

  it.each(['0', 'deaf', 'REJECT', 'disable', false, ''])('shows %s as off', (value) => {
    render(<Harness initial={value} />);
    expect(screen.getByRole('switch', { name: 'Firewall' })).not.toBeChecked();
  });

  it("turns an empty value into '1'", async () => {
    render(<Harness initial="" />);
    expect(await toggle()).toBe('1');
  });

  it('toggles from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness initial="0" />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('status').textContent).toBe('1');
  });
});
