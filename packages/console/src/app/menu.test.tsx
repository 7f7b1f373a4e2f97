import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuConf } from '@rc/contract/features';
import { forgetMenuConf, menuConfStore } from '../lib/menu-conf';
import { queryClient } from '../lib/query-client';
import { fakeDevice, menuConf } from '../test/fake-device';
import '../ui/testing/jsdom-shims';
import { setupTestI18n } from '../ui/testing/test-i18n';
import { enabledTabs, firstEnabledTab, stripEntries } from './menu';
import { sections } from './sections';
import { SignedInApp } from './signed-in-app';

const network = sections.find((section) => section.id === 'network')!;

function CurrentLocation() {
  const { pathname } = useLocation();
  return <output aria-label="location">{pathname}</output>;
}

function renderConsole(path: string, conf: MenuConf) {
  menuConfStore.set(conf);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SignedInApp />
      <CurrentLocation />
    </MemoryRouter>,
  );
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

beforeAll(() => setupTestI18n('en'));
beforeEach(() => {
  document.cookie = 'AC_TOKEN=abc; Path=/';
  fakeDevice({});
});
afterEach(() => {
  forgetMenuConf();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('menu_conf.json filtering', () => {
  it('shows the VPN overview while either client type is on (srv_client_pptp, srv_client_l2tp), not when both are off', () => {
    const service = sections.find((section) => section.id === 'service')!;
    const paths = (overrides: Record<string, string>) => enabledTabs(service, menuConf(overrides) as MenuConf).map((tab) => tab.path);
    expect(paths({ srv_client_pptp: '0' })).toContain('vpn');
    expect(paths({ srv_client_l2tp: '0' })).toContain('vpn');
    expect(paths({ srv_client_pptp: '0', srv_client_l2tp: '0' })).not.toContain('vpn');
  });

  it('keeps Wi-Fi authentication (srv_portal) when the L2TP client type is switched off', () => {
    const service = sections.find((section) => section.id === 'service')!;
    const paths = (overrides: Record<string, string>) => enabledTabs(service, menuConf(overrides) as MenuConf).map((tab) => tab.path);
    expect(paths({ srv_client_l2tp: '0' })).toContain('certification');
    expect(paths({ srv_portal: '0' })).not.toContain('certification');
  });

  it('keeps the tabs whose feature is "1", in menu order', () => {
    const conf = menuConf({ net_wan: '0', net_cellular2: '', net_qos: '0' }) as MenuConf;
    expect(enabledTabs(network, conf).map((tab) => tab.path)).toEqual(['net_type', 'sms', 'lan', 'dhcp', 'router', 'terminal', 'nat']);
    expect(firstEnabledTab(network, conf)?.path).toBe('net_type');
  });

  it('shows a Service group once, where its first enabled tab stands, with its tabs in menu order', () => {
    const service = sections.find((section) => section.id === 'service')!;
    const conf = menuConf({ srv_client_pptp: '0', srv_client_l2tp: '0', srv_cloud_login: '0' }) as MenuConf;
    const entries = stripEntries(enabledTabs(service, conf)).map((entry) => [entry.group ?? '-', entry.tabs.map((tab) => tab.path).join(' ')]);
    expect(entries).toEqual([
      ['cloud', 'cloud_control'],
      ['-', 'certification'],
      ['storage', 'disk file'],
      ['vpn', 'pptp l2tp openvpn wireguard'],
      ['-', 'dispatch'],
      ['-', 'speech'],
    ]);
  });

  it('redirects a section to its first enabled tab', async () => {
    renderConsole('/network', menuConf({ net_wan: '0', net_cellular1: '0' }) as MenuConf);
    await vi.waitFor(() => expect(location()).toBe('/network/sims'), { timeout: 5_000 });
    const tabs = await screen.findByRole('navigation', { name: 'Network pages' }, { timeout: 5_000 });
    expect(within(tabs).queryByRole('link', { name: 'WAN' })).not.toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'SIM cards' })).toHaveAttribute('aria-current', 'page');
  });

  // Tabs get their pages issue by issue; the notice is checked on one still without a page.
  const unbuilt = sections.flatMap((section) => section.tabs.filter((tab) => !tab.page).map((tab) => `/${section.id}/${tab.path}`))[0];

  it.skipIf(!unbuilt)('says plainly that a tab without a page is not in this firmware yet', async () => {
    renderConsole(unbuilt ?? '/', menuConf() as MenuConf);
    expect(await screen.findByRole('heading', { name: 'This page is not available in this firmware yet' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('answers 404 for a tab the permission file disables, and leaves its section out of the menu', async () => {
    const conf = menuConf({ tool_diagnose: '0', tool_site_survey: '0', adv_dmz: '0' }) as MenuConf;
    renderConsole('/advanced/dmz_host', conf);
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5_000 })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Advanced' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Utilities' })).not.toBeInTheDocument();
    expect(within(menu).getAllByRole('link')).toHaveLength(6);
  });

  it('answers 404 for an unknown path', async () => {
    renderConsole('/no/such/page', menuConf() as MenuConf);
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5_000 })).toBeInTheDocument();
  });
});
