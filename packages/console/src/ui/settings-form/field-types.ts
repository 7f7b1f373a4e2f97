import type { Reveal } from '../password-input';
import type { SwitchValues } from '../switch-values';

export type Widget =
  | 'text'
  | 'password'
  | 'number'
  | 'select'
  | 'switch'
  | 'radio'
  | 'textarea'
  | 'ip'
  | 'mac-list'
  | 'host-list'
  | 'weekdays'
  | 'time'
  // Pick one of the router's known clients or type: the field takes its IP, its MAC, or adds its MAC to the list.
  | 'client-ip'
  | 'client-mac'
  | 'client-mac-list'
  | 'client-ip-list'
  // Free text with the declared options offered as it is typed (the share's folder).
  | 'suggest';

export type DependValue = string | number | boolean;

export interface FieldOption {
  value: string | number;
  /** i18n key */
  label: string;
}

/** One field of a settings page: UI metadata only; type, rules and messages come from the op's schema. */
export interface FieldDecl<Name extends string = string> {
  name: Name;
  /** i18n key */
  label: string;
  /** Inferred from the schema when left out: enum -> select, number -> number, boolean -> switch. */
  widget?: Widget;
  /** For select and radio; a z.enum field defaults to its values, shown as they are. */
  options?: readonly FieldOption[];
  /** Options that follow other fields (a channel list by country and width); wins over `options`. */
  optionsFor?: (values: Readonly<Record<string, unknown>>) => readonly FieldOption[];
  /** i18n key of the unit shown after the input (seconds, minutes, dBm...) */
  unit?: string;
  /** i18n key */
  hint?: string;
  /** i18n key */
  placeholder?: string;
  /** Shown, validated and sent only while every named field holds (one of) the value(s), like LuCI's `depends`. */
  dependsOn?: Readonly<Record<string, DependValue | readonly DependValue[]>>;
  /**
   * Marks the field required (`*`, aria-required) where the schema makes it so only in a
   * refinement, e.g. while a switch is on; the schema's own rules still decide what is refused.
   */
  required?: boolean;
  /** Put the field in the collapsed "advanced settings" group. */
  fold?: 'advanced';
  /** A show/hide button for a password field. */
  reveal?: Reveal;
  /** host-list, client-ip-list: i18n key naming a bad line ({{line}}, {{value}}), kept with the page's strings. */
  badLineKey?: string;
  /** client-ip, client-mac: other fields a picked client fills while they are empty ({ ip: 'ip', name: 'name' }). */
  fillFromClient?: Readonly<Partial<Record<'name' | 'ip' | 'mac', string>>>;
  /** Spec 4 value pairs; inferred from a two-value enum, '1'/'0' otherwise. */
  switchValues?: SwitchValues;
}
