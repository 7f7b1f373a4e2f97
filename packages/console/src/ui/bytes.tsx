import { formatBytes, formatRate } from '@rc/contract/format';

interface BytesProps {
  value: number;
  /** a rate in bytes per second: '1.50 KB/s' */
  rate?: boolean;
  decimals?: number;
}

/** A byte count in base 1024 (spec 9); the exact count is in the tooltip. */
export function Bytes({ value, rate = false, decimals = 2 }: BytesProps) {
  const text = rate ? formatRate(value, decimals) : formatBytes(value, decimals);
  return <span title={`${value} B${rate ? '/s' : ''}`}>{text}</span>;
}
