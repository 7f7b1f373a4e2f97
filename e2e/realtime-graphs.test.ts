// Issue 32.4: System > Realtime graphs move on the simulated router, stop asking while the page
// is hidden, paused or the router does not answer, and read at 1440 and 375 px in both languages.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { desktop, launchBrowser, mobile, newPage, signIn } from './support/browser';
import { startDevice, type Device } from './support/device';

const SHOTS = process.env.E2E_SHOTS;
let device: Device;
let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
/** get_realtime_sample requests the page sent, and those settled (answered, or given up) */
let samples = 0;
let settled = 0;

beforeAll(async () => {
  [device, browser] = await Promise.all([startDevice({ pastFirstStart: true }), launchBrowser()]);
});
afterEach(async () => {
  device?.signal('SIGCONT');
  await context?.close();
  context = undefined;
});
afterAll(async () => {
  await browser?.close();
  await device?.stop();
});

async function openGraphs(language: 'en' | 'zh-CN' = 'en', viewport = desktop): Promise<void> {
  ({ context, page } = await newPage(browser, { language, viewport }));
  samples = 0;
  settled = 0;
  page.on('request', (request) => {
    if (request.url().includes('op=get_realtime_sample')) samples += 1;
  });
  const settle = (request: Request) => {
    if (request.url().includes('op=get_realtime_sample')) settled += 1;
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  // Playwright's fake clock, running at the normal pace until a test jumps it (samplesOverJumps, pollSampling).
  await page.clock.install();
  await signIn(page, device.url);
  await page.goto(`${device.url}/#/system/realtime`);
}

const chart = (title: string | RegExp) => page.getByRole('region', { name: title });
/** The WAN chart's plot: its accessible name holds the newest rates, data-points the samples drawn. */
const wanPlot = () => chart(/^Traffic: WAN/).getByRole('img');
const pointsOf = async (title: string | RegExp) => Number(await chart(title).getByRole('img').getAttribute('data-points'));
const state = () => page.getByRole('status').filter({ hasText: /Live|Paused/ });

/** Makes the browser say the page is hidden or visible again, as switching tabs does. */
async function setHidden(hidden: boolean): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (value ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/**
 * The samples the page asks for while its clock jumps `jumps` times by `intervalMs`: each jump
 * fires a due sample timer at once, and a live page asks then, is answered, and sets the next
 * timer before the next jump (waited for up to `waitMs`). Far faster than waiting the intervals
 * out, and as strict: a live page asks at every jump of its interval.
 */
async function samplesOverJumps(jumps: number, intervalMs = 2_000, waitMs = 400): Promise<number> {
  const before = samples;
  for (let jump = 0; jump < jumps; jump++) {
    const asked = samples;
    await page.clock.fastForward(intervalMs);
    const until = Date.now() + waitMs;
    while (Date.now() < until && !(samples > asked && settled >= samples)) await new Promise((done) => setTimeout(done, 25));
  }
  return samples - before;
}

/** Polls `read` while the page's clock jumps a sample interval at each try: the page samples as fast as the device answers. */
function pollSampling<T>(read: () => Promise<T>, timeout = 15_000) {
  return expect.poll(
    async () => {
      await page.clock.fastForward(2_000);
      return read();
    },
    { timeout, interval: 300 },
  );
}

/**
 * The chart's line colour now (its CSS variable, resolved) and how many canvas pixels are painted in
 * it: a line drawn in the other scheme's colour paints none.
 */
async function lineColours(title: string, variable: string): Promise<{ colour: string; drawn: number }> {
  return chart(title).locator('canvas').evaluate((canvas: HTMLCanvasElement, name) => {
    const probe = document.createElement('i');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const [r, g, b] = getComputedStyle(probe).color.match(/\d+/g)!.map(Number);
    probe.remove();
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let drawn = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! > 200 && Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < 24) drawn += 1;
    }
    return { colour: `rgb(${r}, ${g}, ${b})`, drawn };
  }, variable);
}

async function shoot(name: string): Promise<void> {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe('System > Realtime graphs', () => {
  it('moves on the simulated router: rates, CPU and connections change between samples', async () => {
    await openGraphs();
    await page.getByRole('heading', { name: 'Realtime graphs', level: 2 }).waitFor();
    await pollSampling(() => pointsOf(/^Traffic: WAN/)).toBeGreaterThanOrEqual(3);
    const first = { wan: await wanPlot().getAttribute('aria-label'), cpu: await chart('CPU').getByRole('img').getAttribute('aria-label') };
    expect(first.wan).toMatch(/^Received [\d.]+ (B|KB|MB)\/s, Sent [\d.]+ (B|KB|MB)\/s$/);
    await pollSampling(() => wanPlot().getAttribute('aria-label'), 10_000).not.toBe(first.wan);
    await pollSampling(() => chart('CPU').getByRole('img').getAttribute('aria-label'), 10_000).not.toBe(first.cpu);
    for (const title of ['Memory', 'Connections', 'Wi-Fi clients', /^Traffic: LAN/, /^Traffic: 2\.4G Wi-Fi/, /^Traffic: 5G Wi-Fi/, /^Traffic: 3G\/4G/]) {
      expect(await pointsOf(title), String(title)).toBeGreaterThanOrEqual(3);
    }
    await chart('Connections').getByText(/^Limit: 16,384 connections$/).waitFor();
    await chart('Wi-Fi clients').getByText('2.4G', { exact: true }).waitFor();
    await shoot('realtime-1440-en');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('recolours the charts at once when the scheme changes in the user menu, keeping the samples', async () => {
    await openGraphs();
    await page.emulateMedia({ colorScheme: 'light' });
    await pollSampling(() => pointsOf('CPU')).toBeGreaterThanOrEqual(3);
    const light = await lineColours('CPU', '--chart-cpu');
    expect(light.drawn).toBeGreaterThan(0);
    await page.getByRole('button', { name: /user menu/i }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    const kept = await pointsOf('CPU');
    // At once: sooner than the next sample (every 2 s) could redraw the chart.
    await expect.poll(async () => (await lineColours('CPU', '--chart-cpu')).drawn, { timeout: 1_500, interval: 100 }).toBeGreaterThan(0);
    expect((await lineColours('CPU', '--chart-cpu')).colour).not.toBe(light.colour);
    expect(await pointsOf('CPU')).toBeGreaterThanOrEqual(kept);
  });

  it('asks nothing while the page is hidden, and starts again when it shows', async () => {
    await openGraphs();
    await pollSampling(() => pointsOf(/^Traffic: WAN/)).toBeGreaterThanOrEqual(2);
    await setHidden(true);
    await state().filter({ hasText: 'Paused while this page is hidden' }).waitFor();
    // A call already on its way may still land; none may start after it.
    await expect.poll(() => settled, { timeout: 5_000 }).toBe(samples);
    expect(await samplesOverJumps(4)).toBe(0);
    const drawn = await pointsOf(/^Traffic: WAN/);
    const hiddenAsked = samples;
    await setHidden(false);
    await state().filter({ hasText: /^Live/ }).waitFor();
    // At once when it shows, not a whole interval later.
    await expect.poll(() => samples, { timeout: 1_500 }).toBeGreaterThan(hiddenAsked);
    // The first sample after the gap, and the break before it, are drawn.
    await expect.poll(() => pointsOf(/^Traffic: WAN/), { timeout: 10_000 }).toBeGreaterThanOrEqual(drawn + 2);
  });

  it('pauses and resumes from the keyboard, and samples at the interval chosen', async () => {
    await openGraphs();
    await pollSampling(() => pointsOf('CPU')).toBeGreaterThanOrEqual(1);
    await page.getByRole('combobox', { name: 'Sample every' }).selectOption({ label: '1 second' });
    await page.getByRole('button', { name: 'Pause' }).focus();
    await page.keyboard.press('Enter');
    await state().filter({ hasText: /^Paused$/ }).waitFor();
    await expect.poll(() => settled, { timeout: 5_000 }).toBe(samples);
    expect(await samplesOverJumps(3)).toBe(0);
    const pausedAsked = samples;
    await page.getByRole('button', { name: 'Resume' }).press('Space');
    await state().filter({ hasText: 'Live: a sample every 1 s' }).waitFor();
    // The first sample at once; then, the clock stopped but for the jumps, one at each 1 s jump (a 2 s interval: every other).
    await expect.poll(() => samples > pausedAsked).toBe(true);
    // a time safely ahead of the page's running clock: a busy machine's round trip can take more
    // than 10 ms, and pauseAt refuses a time already past
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
    await expect.poll(() => settled, { timeout: 5_000 }).toBe(samples);
    expect(await samplesOverJumps(4, 1_000, 3_000)).toBeGreaterThanOrEqual(4);
    await page.clock.resume();
  });

  it('stops asking while the router does not answer, and goes on when it does', async () => {
    await openGraphs();
    await pollSampling(() => pointsOf('CPU')).toBeGreaterThanOrEqual(1);
    device.signal('SIGSTOP');
    await state().filter({ hasText: 'Paused: the device is not answering' }).waitFor({ timeout: 20_000 });
    const stoppedAsked = samples;
    expect(await samplesOverJumps(3)).toBe(0);
    device.signal('SIGCONT');
    await state().filter({ hasText: /^Live/ }).waitFor({ timeout: 15_000 });
    await expect.poll(() => samples, { timeout: 4_000 }).toBeGreaterThan(stoppedAsked);
  });

  it('stacks the charts legibly on a 375 px phone, in Chinese too', async () => {
    for (const language of ['en', 'zh-CN'] as const) {
      await openGraphs(language, mobile);
      const title = language === 'en' ? 'CPU' : 'CPU';
      await pollSampling(() => pointsOf(title)).toBeGreaterThanOrEqual(3);
      const boxes = await page.locator('.realtime-chart').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes.length).toBeGreaterThanOrEqual(8);
      for (const box of boxes) {
        expect(box.x).toBe(boxes[0]?.x);
        expect(box.right).toBeLessThanOrEqual(mobile.width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
      if (language === 'zh-CN') await page.getByRole('heading', { name: '实时图表', level: 2 }).waitFor();
      await shoot(`realtime-375-${language}`);
      if (language === 'zh-CN') {
        await page.setViewportSize(desktop);
        await shoot('realtime-1440-zh-CN');
      }
      await context?.close();
      context = undefined;
    }
  });
});
