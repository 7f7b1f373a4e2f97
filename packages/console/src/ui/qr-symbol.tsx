import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** Quiet zone of the QR symbol, in modules (ISO/IEC 18004 asks for 4). */
const QUIET = 4;

/** A QR symbol of `text` as one SVG path (no markup from the library); shared by the Wi-Fi and WireGuard tabs. */
export function QrSymbol({ text, label, className }: { text: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => qrPath(text), [text]);
  return (
    <svg className={className} role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

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
