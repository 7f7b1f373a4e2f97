import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import './testing/jsdom-shims';
import { Modal } from './modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete rule
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Delete the rule?">
        <button type="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('gives focus back to the control that opened it after Escape (issue 30.13)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Delete rule' }));
    expect(screen.getByRole('dialog', { name: 'Delete the rule?' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete rule' }));
  });

  it('gives focus back after a button inside closed it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Delete rule' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete rule' }));
  });
});
