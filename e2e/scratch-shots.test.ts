import { it } from 'vitest';
import { newPage, signIn, mobile, desktop } from './support/browser';
import { deviceAndBrowser } from './support/console-session';
const shared = deviceAndBrowser();
const routes = (process.env.SHOT_ROUTES ?? 'home,network/lan,network/net_type,system/flow,service/wireguard,wifi/2.4g').split(',');
it('shots', async () => {
  for (const language of ['en', 'zh-CN'] as const) for (const [vn, viewport] of [['1440', desktop], ['375', mobile]] as const) for (const scheme of ['dark', 'light'] as const) {
    const { context, page } = await newPage(shared.browser, { language, viewport });
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${shared.device.url}/#/login`);
    await page.getByRole('button', { name: /log in|登录/i }).waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/login-${language}-${vn}-${scheme}.png` });
    await signIn(page, shared.device.url);
    for (const route of routes) {
      await page.goto(`${shared.device.url}/#/${route}`);
      await page.locator('main').waitFor();
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots/${route.replace('/', '-')}-${language}-${vn}-${scheme}.png`, fullPage: route !== 'home' });
    }
    await context.close();
  }
}, 900_000);
