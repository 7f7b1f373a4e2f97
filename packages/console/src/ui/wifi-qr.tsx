import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrSymbol } from './qr-symbol';
import { wifiQrText, type WifiQrNetwork } from './wifi-qr-text';
import './page-sections.css';
import './wifi-qr.css';

/**
 * A QR code a phone scans to join the network, with its name and password. Both stay hidden
 * until asked for: the code carries the password, so showing it is revealing the password.
 * The SSID is device text and is rendered as text only.
 */
export function WifiQr({ title, ...network }: WifiQrNetwork & { title?: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const [keyShown, setKeyShown] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const open = network.encryption === 'none';
  return (
    <section className="card page-card wifi-qr" aria-labelledby={titleId}>
      <h2 id={titleId}>{title ?? t('wifi-qr.title')}</h2>
      <button type="button" className="button" aria-expanded={shown} aria-controls={panelId} onClick={() => setShown(!shown)}>
        {t(shown ? 'wifi-qr.hide' : 'wifi-qr.show')}
      </button>
      <div id={panelId} hidden={!shown} className="wifi-qr__panel">
        {shown && (
          <>
            <QrSymbol className="wifi-qr__symbol" text={wifiQrText(network)} label={t('wifi-qr.label', { ssid: network.ssid })} />
            <dl className="wifi-qr__facts">
              <dt>{t('wifi-qr.ssid')}</dt>
              <dd className="wifi-qr__ssid">{network.ssid}</dd>
              <dt>{t('wifi-qr.key')}</dt>
              <dd>
                {open ? t('wifi-qr.open') : <code className="wifi-qr__key">{keyShown ? network.password : '•'.repeat(8)}</code>}
                {!open && (
                  <button type="button" className="button wifi-qr__reveal" aria-pressed={keyShown} onClick={() => setKeyShown(!keyShown)}>
                    {t(keyShown ? 'wifi-qr.hideKey' : 'wifi-qr.showKey')}
                  </button>
                )}
              </dd>
            </dl>
            <p className="wifi-qr__hint">{t('wifi-qr.hint')}</p>
          </>
        )}
      </div>
    </section>
  );
}
