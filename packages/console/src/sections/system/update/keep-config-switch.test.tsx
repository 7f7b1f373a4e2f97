import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { KeepConfigSwitch } from './keep-config-switch';
import { UpgradeConfirm } from './upgrade-confirm';

beforeAll(() => setupTestI18n('en'));

const hint = () => screen.getByRole('switch', { name: 'Keep configuration' }).getAttribute('aria-describedby') ?? '';

describe('the keep-configuration switch', () => {
  it("says, on a stock OpenWrt's sysupgrade, what it keeps and what -n leaves: defaults, no root password, no console", () => {
    renderWithProviders(<KeepConfigSwitch value="1" onChange={() => undefined} disabled={false} sysupgrade />);
    expect(document.getElementById(hint())).toHaveTextContent(/sysupgrade keeps the configuration .*this console among them/);
    renderWithProviders(<KeepConfigSwitch value="0" onChange={() => undefined} disabled={false} sysupgrade />);
    expect(screen.getByText(/^Off: sysupgrade -n keeps nothing\..*no root password/)).toBeInTheDocument();
  });

  it("keeps the daemon's words for the device's own images", () => {
    renderWithProviders(<KeepConfigSwitch value="0" onChange={() => undefined} disabled={false} />);
    expect(screen.getByText(/returns to factory settings/)).toBeInTheDocument();
    expect(screen.queryByText(/sysupgrade/)).toBeNull();
  });

  it('warns before sysupgrade -n that the router comes back without a root password', () => {
    renderWithProviders(<UpgradeConfirm open onOpenChange={() => undefined} message="Upgrade to 24.10.1?" confirmLabel="Upgrade" keep="0" sysupgrade onConfirm={() => undefined} />);
    expect(screen.getByRole('alertdialog')).toHaveTextContent(/sysupgrade -n erases every setting.*no root password/);
  });
});
