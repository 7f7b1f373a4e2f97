import { useTranslation } from 'react-i18next';
import { get_openvpn_status } from '@rc/contract/ops/service/openvpn';
import { useOp } from '../../../lib/use-op';
import { TUNNEL_POLL_MS, TunnelStateCard } from '../../../ui/tunnel-state-card';

/** The tunnel's state card, as the PPTP and L2TP tabs show theirs: up or down and why, address, device, time, bytes. */
export function OpenvpnState() {
  const { t } = useTranslation();
  const status = useOp(get_openvpn_status, {}, { refetchInterval: TUNNEL_POLL_MS });
  const reason = (value: string) => (value === 'certRefused' ? t('openvpn.certRefused') : t(`vpn.state.reasons.${value}`));
  const device = status.data?.device ?? '';
  return (
    <TunnelStateCard
      id="openvpn-state-title"
      state={status.data}
      loadError={status.isError ? status.error : undefined}
      reasonText={reason}
      extraFacts={[{ key: 'device', label: t('openvpn.tunnelDevice'), value: device }]}
    />
  );
}
