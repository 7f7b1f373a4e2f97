import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import './testing/jsdom-shims';
import { FileField } from './file-field';
import { setupTestI18n } from './testing/test-i18n';

beforeAll(() => setupTestI18n('en'));

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

  it("draws its button and the chosen file's name in the console's language", async () => {
    render(<FileField {...props} error={undefined} onChoose={() => undefined} />);
    expect(screen.getByText('Choose file')).toBeInTheDocument();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    await userEvent.setup().upload(screen.getByLabelText('Firmware file'), new File(['image'], 'fw-1.0.4.bin'));
    expect(screen.getByText('fw-1.0.4.bin')).toBeInTheDocument();
  });

  it('is valid and quiet without an error', () => {
    render(<FileField {...props} error={undefined} onChoose={() => undefined} />);
    expect(screen.getByLabelText('Firmware file')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
