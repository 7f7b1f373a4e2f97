import qrcode from 'qrcode-generator';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wifiQrText, type WifiQrNetwork } from './wifi-qr-text';
import './wifi-qr.css';

/** Quiet zone of the QR symbol, in modules (ISO/IEC 18004 asks for 4). */
const QUIET = 4;

/**
 * A QR code a phone scans to join the network, with its name and password. Both stay hidden
 * until asked for: the code carries the password, so showing it is revealing the password.
 * The SSID is device text and is rendered as text only.
 */
export function WifiQr(network: WifiQrNetwork) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const [keyShown, setKeyShown] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const open = network.encryption === 'none';
  return (
    <section className="card wifi-qr" aria-labelledby={titleId}>
      <h2 id={titleId} className="wifi-qr__title">{t('wifi-qr.title')}</h2>
      <button type="button" className="button" aria-expanded={shown} aria-controls={panelId} onClick={() => setShown(!shown)}>
        {t(shown ? 'wifi-qr.hide' : 'wifi-qr.show')}
      </button>
      <div id={panelId} hidden={!shown} className="wifi-qr__panel">
        {shown && (
          <>
            <QrSymbol text={wifiQrText(network)} label={t('wifi-qr.label', { ssid: network.ssid, interpolation: { escapeValue: false } })} />
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

function QrSymbol({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => qrPath(text), [text]);
  return (
    <svg className="wifi-qr__symbol" role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/** One square per dark module, drawn as a single path (no markup from the library). */
function qrPath(text: string): { size: number; path: string } {
  const code = qrcode(0, 'M');
  // The library writes each character as one byte; give it the UTF-8 bytes of an SSID such as 咖啡店.
  code.addData(String.fromCharCode(...new TextEncoder().encode(text)), 'Byte');
  code.make();
  const count = code.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (code.isDark(row, col)) path += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
    }
  }
  return { size: count + 2 * QUIET, path };
}
