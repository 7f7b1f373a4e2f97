import { useTranslation } from 'react-i18next';
import type { OpOutput } from '@rc/contract/op';
import type { get_web_msg } from '@rc/contract/ops/session';
import { Timing } from '@rc/contract/constants';
import { formatDeviceTime } from '../../lib/device-time';
import { durationText } from '../../lib/duration-text';
import { refs } from '../../lib/op-refs';
import { useNow } from '../../lib/use-now';
import { useOp } from '../../lib/use-op';
import { deviceReachStore, isNotAnswering } from '../../lib/device-reach';
import { routerClockAt } from '../../lib/router-clock';
import { useStore } from '../../lib/store';

export type WebMsg = OpOutput<typeof get_web_msg>;

const PLACEHOLDER = '--';

/** A field as the device sent it, or '' when it is missing or not text (issue 19.2: degrade, never throw). */
function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The eight facts of spec 2; uptime and clock advance every second between polls. */
export function FooterFacts({ msg, receivedAt }: { msg: Partial<WebMsg> | undefined; receivedAt: number }) {
  const { t, i18n } = useTranslation();
  const ticking = useNow(1_000);
  const reach = useStore(deviceReachStore);
  // Issue 43.7: a router that does not answer is not known to keep time: both stop at its last answer.
  const now = isNotAnswering(reach) ? Math.min(ticking, reach.lastAnswerAt) : ticking;
  const elapsedMs = Math.max(0, now - receivedAt);
  const uptime = Number(text(msg?.uptime) || NaN);
  // Spec 2: the time computed from the device's time zone; the device's own clock when it sends one.
  const clock = routerClockAt(msg?.localtime, receivedAt, now);
  const mode = text(msg?.mode);
  const facts: [string, string][] = msg
    ? [
        ['board', text(msg.board)],
        ['ipaddr', text(msg.ipaddr)],
        ['macaddr', text(msg.macaddr)],
        ['sysversion', text(msg.sysversion)],
        ['mode', mode && t(`shell.modes.${mode}`, { defaultValue: mode })],
        ['time', msg.zonename || msg.timezone ? formatDeviceTime(clock, text(msg.zonename), text(msg.timezone), i18n.language) : ''],
        ['uptime', Number.isFinite(uptime) ? durationText(t, uptime + Math.floor(elapsedMs / 1_000)) : ''],
        ['authorization', msg.authcode === undefined ? '' : t(msg.authcode === '1' ? 'shell.authorized' : 'shell.unauthorized')],
      ]
    : (['board', 'ipaddr', 'macaddr', 'sysversion', 'mode', 'time', 'uptime', 'authorization'] as const).map((key) => [key, PLACEHOLDER]);
  return (
    <dl className="app-footer__facts">
      {facts.map(([key, value]) => (
        <div key={key} className="app-footer__fact">
          <dt>{t(`shell.footer.${key}`)}</dt>
          <dd>{value || PLACEHOLDER}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Spec 7: get_web_msg is polled every 60 s. */
export function Footer() {
  const { data, dataUpdatedAt } = useOp(refs.get_web_msg, {}, { refetchInterval: Timing.uptimePollMs, staleTime: 0 });
  return (
    <footer className="app-footer">
      <FooterFacts msg={data} receivedAt={dataUpdatedAt} />
    </footer>
  );
}
