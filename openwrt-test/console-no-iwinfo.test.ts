// A stock image without LuCI has no rpcd-mod-iwinfo (issue 40.6): the stack with every stand-in but
// `iwinfo`, so that the real uhttpd answers the console's iwinfo calls as it does for any object
// nobody registered. Home and the graphs load; the Wi-Fi pages that read the radios name the package.
import { describe, expect, inject, it } from 'vitest';
import { rootPassword } from './console-support';
import { signedInStack } from './signed-in-stack';
import { standInFiles } from './procd-netifd-stand-in';

const tools = inject('openwrtTools');

describe.skipIf(!tools)('a router without rpcd-mod-iwinfo, on the real stack', () => {
  const suite = signedInStack(tools, { extraFiles: standInFiles([], ['iwinfo']) });

  it("is answered by uhttpd with -32000 for the iwinfo object, as a LuCI-less image's is", async () => {
    const session = await suite.stack.login(rootPassword);
    expect(await suite.stack.rpc(session, 'iwinfo', 'devices')).toEqual({ status: -32000 });
  });

  it.each(['/wifi/scan', '/utils/investigate'])('%s says to install rpcd-mod-iwinfo', async (route) => {
    const page = await suite.signIn();
    await page.goto(suite.url(route));
    await expect.poll(() => page.getByRole('alert').allInnerTexts(), { timeout: 15_000 }).toContainEqual(expect.stringContaining('needs the OpenWrt package rpcd-mod-iwinfo'));
  });

  it('home shows the Wi-Fi card and the realtime graphs draw, without station counts', async () => {
    const page = await suite.signIn();
    await page.goto(suite.url('/home'));
    await expect.poll(() => page.locator('main').innerText(), { timeout: 15_000 }).toMatch(/2\.4G/);
    expect(await page.getByText(/could not be loaded/).count()).toBe(0);
    await page.goto(suite.url('/system/realtime'));
    const cpu = page.getByRole('region', { name: 'CPU' }).getByRole('img');
    await expect.poll(async () => Number(await cpu.getAttribute('data-points')), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    expect(await page.getByText(/could not be loaded/).count()).toBe(0);
  });
});
