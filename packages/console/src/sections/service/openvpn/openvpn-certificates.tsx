import { useTranslation } from 'react-i18next';
import { get_openvpn } from '@rc/contract/ops/service/openvpn';
import { useOp } from '../../../lib/use-op';
import { FactsList } from '../../../ui/facts-list';
import { PageSection } from '../../../ui/page-section';

/** What the stored certificates are (subject, expiry day in UTC) and whether a key is stored; never the key. */
export function OpenvpnCertificates() {
  const { t } = useTranslation();
  const { data } = useOp(get_openvpn, {});
  if (!data) return null;
  const day = (iso: string) => (iso ? iso.slice(0, 10) : '--');
  return (
    <PageSection title={t('openvpn.certificates')}>
      <FactsList
        label={t('openvpn.certificates')}
        facts={[
          { key: 'caSubject', label: t('openvpn.caSubject'), value: data.ca_subject || '--' },
          { key: 'caExpires', label: t('openvpn.caExpires'), value: day(data.ca_expires) },
          { key: 'certSubject', label: t('openvpn.certSubject'), value: data.cert_subject || '--' },
          { key: 'certExpires', label: t('openvpn.certExpires'), value: day(data.cert_expires) },
          { key: 'key', label: t('openvpn.key'), value: t(data.key_set === '1' ? 'openvpn.keyStored' : 'openvpn.keyNone') },
        ]}
      />
    </PageSection>
  );
}
