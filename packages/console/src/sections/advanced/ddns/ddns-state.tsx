import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ddns_update_now, get_ddns_log, get_ddns_status } from '@rc/contract/ops/advanced/ddns';
import { isPrivateWanAddress } from '@rc/contract/wan-reach';
import { callOp } from '../../../lib/api-client';
import { useOp } from '../../../lib/use-op';
import { FactsList } from '../../../ui/facts-list';
import { PageSection } from '../../../ui/page-section';
import './ddns-page.css';
import { LoadFailedAlert } from '../../../ui/load-failed-alert';

const POLL_MS = 10_000;

/** The updater's view: registered and local address, the provider's last answer, the log. */
export function DdnsState() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useOp(get_ddns_status, {}, { refetchInterval: POLL_MS, staleTime: 0 });
  const log = useOp(get_ddns_log, {}, { refetchInterval: POLL_MS, staleTime: 0 });
  const updateNow = useMutation({
    mutationFn: () => callOp(ddns_update_now, {}),
    onSettled: () => Promise.all([get_ddns_status, get_ddns_log].map((op) => queryClient.invalidateQueries({ queryKey: [op.op] }))),
  });
  const data = updateNow.data ?? status.data;
  // A private WAN address is shown as such, never as the address the name should point at.
  const localIpText = (ip: string) => (!ip ? '--' : isPrivateWanAddress(ip) ? t('forwarding.privateWanNote', { address: ip }) : ip);
  const ago = (seconds: number) => (seconds < 0 ? t('ddns.never') : t('ddns.secondsAgo', { count: seconds }));
  return (
    <PageSection title={t('ddns.statusTitle')}>
      {status.isError && <LoadFailedAlert error={status.error} />}
      {data && (
        <FactsList
          label={t('ddns.statusTitle')}
          facts={[
            { key: 'registered', label: t('ddns.registeredIp'), value: data.registeredIp || '--' },
            { key: 'local', label: t('ddns.localIp'), value: localIpText(data.localIp) },
            { key: 'answer', label: t('ddns.lastAnswer'), value: data.lastAnswer ? t(`ddns.answers.${data.lastAnswer}`) : '--' },
            { key: 'when', label: t('ddns.lastUpdate'), value: ago(data.lastUpdateSecondsAgo) },
          ]}
        />
      )}
      <div className="ddns-page__actions">
        <button type="button" className="button" disabled={data?.enabled !== '1' || updateNow.isPending} onClick={() => updateNow.mutate()}>
          {updateNow.isPending ? t('ddns.updating') : t('ddns.updateNow')}
        </button>
      </div>
      <h3 className="ddns-page__log-title" id="ddns-log-title">{t('ddns.log')}</h3>
      <pre className="ddns-page__log" aria-labelledby="ddns-log-title" tabIndex={0}>
        {Array.isArray(log.data?.lines) && log.data.lines.length > 0 ? log.data.lines.join('\n') : t('ddns.logEmpty')}
      </pre>
    </PageSection>
  );
}
