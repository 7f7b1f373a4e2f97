import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import './testing/jsdom-shims';
import { FileField } from './file-field';

const props = { id: 'image', label: 'Firmware file', hint: 'A .bin image', accept: '.bin', disabled: false };

describe('FileField', () => {
  it('hands the chosen file to the tab', async () => {
    const onChoose = vi.fn();
    render(<FileField {...props} error={undefined} onChoose={onChoose} />);
    const file = new File(['image'], 'fw.bin');
    await userEvent.setup().upload(screen.getByLabelText('Firmware file'), file);
    expect(onChoose).toHaveBeenCalledWith(file);
  });

  it('reads out the refusal with the hint and marks the input invalid', () => {
    render(<FileField {...props} error="the image is for another model" onChoose={() => undefined} />);
    const input = screen.getByLabelText('Firmware file');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('A .bin image the image is for another model');
    expect(screen.getByRole('alert')).toHaveTextContent('the image is for another model');
  });

  it('is valid and quiet without an error', () => {
    render(<FileField {...props} error={undefined} onChoose={() => undefined} />);
    expect(screen.getByLabelText('Firmware file')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
