import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MenuConf } from '@rc/contract/features';
import { forgetMenuConf, menuConfStore } from '../../lib/menu-conf';
import { menuConf } from '../../test/fake-device';
import { setupTestI18n } from '../../ui/testing/test-i18n';
import { TreeNav } from './tree-nav';

beforeAll(() => setupTestI18n('en'));
afterEach(() => forgetMenuConf());

let navigate: (to: string) => void = () => undefined;
function Navigator() {
  navigate = useNavigate();
  return null;
}

describe('TreeNav', () => {
  it('opens the section of a page reached another way and marks the page (issue 19.4)', async () => {
    menuConfStore.set(menuConf() as MenuConf);
    render(
      <MemoryRouter initialEntries={['/home']}>
        <TreeNav />
        <Navigator />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'System' }).getAttribute('aria-expanded')).toBe('false');
    await act(async () => navigate('/system/settings'));
    expect(screen.getByRole('button', { name: 'System' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { current: 'page' }).getAttribute('href')).toBe('/system/settings');
  });

  it("keeps the desktop strip's groups in the phone menu: Service shows six entries, VPN's tabs under it (issue 43.5)", () => {
    menuConfStore.set(menuConf() as MenuConf);
    render(
      <MemoryRouter initialEntries={['/service/vpn']}>
        <TreeNav />
      </MemoryRouter>,
    );
    const service = document.getElementById('tree-nav-service') as HTMLElement;
    const entries = [...service.children].map((item) => item.querySelector('.tree-nav__group-label, a')?.textContent);
    expect(entries).toEqual(['Cloud', 'VPN', 'Wi-Fi authentication', 'Storage', 'Traffic dispatch', 'Speech control']);
    const vpn = within(service).getByRole('list', { name: 'VPN' });
    expect(within(vpn).getAllByRole('link').map((link) => link.textContent)).toEqual(['VPN client', 'PPTP client', 'L2TP client', 'OpenVPN', 'WireGuard']);
  });
});
