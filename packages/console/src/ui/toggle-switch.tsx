import * as Switch from '@radix-ui/react-switch';
import type { ComponentProps } from 'react';
import { defaultSwitchValues, isSwitchOn, toggledValue, type SwitchValue, type SwitchValues } from './switch-values';
import './toggle-switch.css';

type RootProps = Omit<ComponentProps<typeof Switch.Root>, 'checked' | 'defaultChecked' | 'onCheckedChange' | 'value' | 'onChange'>;

export interface ToggleSwitchProps extends RootProps {
  /** The stored value: one of the pair, or empty (spec 4: toggles to on). */
  value: unknown;
  onChange: (value: SwitchValue) => void;
  values?: SwitchValues;
}

/** A switch that reads and writes the spec's value pairs ('1'/'0', undeaf/deaf, ...). */
export function ToggleSwitch({ value, onChange, values = defaultSwitchValues, className, ...rest }: ToggleSwitchProps) {
  return (
    <Switch.Root
      {...rest}
      className={className ? `toggle-switch ${className}` : 'toggle-switch'}
      checked={isSwitchOn(value)}
      onCheckedChange={() => onChange(toggledValue(value, values))}
    >
      <Switch.Thumb className="toggle-switch__thumb" />
    </Switch.Root>
  );
}
