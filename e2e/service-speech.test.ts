// Service > Speech control: needs the cloud login; platform and allowed commands saved and shown
// after a reload; commands the simulated voice platform sends appear in "Last commands heard",
// refused when not allowed, carried out when allowed.
import { beforeEach, describe, expect, it } from 'vitest';
import { clickAndAwaitSuccess } from './support/browser';
import { consoleSession } from './support/console-session';
import { deviceApi } from './support/device-api';

const session = consoleSession();

describe('Service > Speech control', () => {
  beforeEach(async () => {
    await session.page.goto(`${session.device.url}/#/service/speech`);
    await session.page.getByRole('heading', { name: 'Speech control', exact: true }).waitFor();
  });

  it('cannot be switched on while the router is not logged in to the cloud', async () => {
    const { page } = session;
    await page.getByText(/not logged in to the cloud/).waitFor();
    await expect.poll(() => page.getByRole('switch', { name: 'Use speech control' }).isDisabled()).toBe(true);
    await page.getByText('No command heard yet').waitFor();
  });

  it('saves the platform and allowed commands, shows them after a reload, and lists the commands heard', async () => {
    const { page, device } = session;
    const api = await deviceApi(device.url);
    await api('set_cloud_login', { enabled: '1', server: 'cloud.example.net' });
    await page.reload();
    const toggle = page.getByRole('switch', { name: 'Use speech control' });
    await expect.poll(() => toggle.isDisabled(), { timeout: 15_000 }).toBe(false);
    await toggle.click();
    await page.getByLabel('Voice platform').selectOption('tmall_genie');
    await page.getByRole('switch', { name: 'Guest Wi-Fi on and off' }).click();
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Save', exact: true }));

    await page.reload();
    await page.getByLabel('Voice platform').waitFor();
    expect(await page.getByLabel('Voice platform').inputValue()).toBe('tmall_genie');
    expect(await page.getByRole('switch', { name: 'Guest Wi-Fi on and off' }).getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('switch', { name: 'Reboot' }).getAttribute('aria-checked')).toBe('false');

    await api('speech_simulate_command', { command: 'online_devices' });
    await api('speech_simulate_command', { command: 'guest_wifi_on' });
    await api('speech_simulate_command', { command: 'reboot' });
    const table = page.getByRole('table', { name: 'Commands heard, newest first' });
    await expect.poll(() => table.getByRole('row').count(), { timeout: 15_000 }).toBe(4);
    const rows = table.getByRole('row');
    await expect.poll(() => rows.nth(1).textContent()).toMatch(/Reboot the router.*Refused: not allowed/);
    expect(await rows.nth(2).textContent()).toMatch(/Turn the guest Wi-Fi on.*Refused: not allowed/);
    expect(await rows.nth(3).textContent()).toMatch(/Online devices.*Done: \d+ devices? online/);
  });

  it('refuses to allow reboot by voice until the administrator confirms it', async () => {
    const { page } = session;
    const reboot = page.getByRole('switch', { name: 'Reboot' });
    await reboot.waitFor();
    await reboot.click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(/Allow the voice assistant to reboot the router\?/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await page.getByRole('switch', { name: 'Reboot' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Reboot' }).getAttribute('aria-checked')).toBe('false');
  });

  it('shows the refusal on the switch when the cloud is gone and it is saved on', async () => {
    const { page, device } = session;
    const api = await deviceApi(device.url);
    await api('set_cloud_login', { enabled: '1', server: 'cloud.example.invalid' });
    await page.reload();
    await page.getByText(/The cloud server does not answer/).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The router is not logged in to the cloud: turn on cloud login first', { exact: true }).waitFor();
    expect(await api('get_speech')).toMatchObject({ enabled: '1', platform: 'tmall_genie' });
  });
});
