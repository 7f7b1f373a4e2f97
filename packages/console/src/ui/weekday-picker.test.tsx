import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from './testing/test-i18n';
import { WeekdayPicker } from './weekday-picker';

beforeAll(() => setupTestI18n('en'));

describe('WeekdayPicker', () => {
  it('names the days in the reader language, Monday first, and keeps them in week order', () => {
    const onChange = vi.fn();
    render(<WeekdayPicker value={['fri']} onChange={onChange} />);
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(screen.getByLabelText('Fri')).toBeChecked();
    fireEvent.click(screen.getByLabelText('Mon'));
    expect(onChange).toHaveBeenLastCalledWith(['mon', 'fri']);
    fireEvent.click(screen.getByLabelText('Fri'));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
