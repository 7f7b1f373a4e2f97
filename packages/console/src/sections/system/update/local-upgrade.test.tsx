import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FirmwareError } from '@rc/contract/firmware-image';
import { ApiError } from '../../../lib/api-error';
import { uploadOp } from '../../../lib/upload-op';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { LocalUpgrade } from './local-upgrade';
import type { useUpgradeRun } from './use-upgrade';

vi.mock('../../../lib/upload-op', () => ({ uploadOp: vi.fn() }));

beforeAll(() => setupTestI18n('en'));

describe('Local upgrade on a router', () => {
  it("says how much the router's RAM can take when the image does not fit in /tmp (issue 39.6)", async () => {
    const refusal = new ApiError('-11', { errors: [{ field: 'file', key: FirmwareError.noRoom, params: { size: '30.0', free: '16.0' } }] });
    vi.mocked(uploadOp).mockRejectedValue(refusal);
    const upgrade = { busy: false, start: (send: (onSent: () => void) => Promise<unknown>) => send(() => undefined).then(() => undefined) } as unknown as ReturnType<typeof useUpgradeRun>;
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LocalUpgrade model="test,router" maxImageBytes={64 * 1024 * 1024} imageFormat="sysupgrade" choice={{ keep: '1', allowDowngrade: '0' }} upgrade={upgrade} />);
    await user.upload(screen.getByLabelText(/firmware file/i), new File([new Uint8Array(1024)], 'openwrt-sysupgrade.bin'));
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expect(screen.getByText(/room for an image of at most 16\.0 MB .* this one is 30\.0 MB/)).toBeInTheDocument());
    expect(document.body.textContent).not.toContain('{{');
  });
});
