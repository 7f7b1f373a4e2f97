import type { ComponentProps } from 'react';

/** An IPv4 address field: a phone shows the numeric keypad with a dot; no autocorrect. */
export function IpInput({ className, ...rest }: ComponentProps<'input'>) {
  return (
    <input
      type="text"
      inputMode="decimal"
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={18}
      {...rest}
      className={className ? `ip-input ${className}` : 'ip-input'}
    />
  );
}
