import type { ReactNode } from 'react';
import { FieldRow } from './field-row';
import './file-field.css';

interface FileFieldProps {
  id: string;
  /** translated */
  label: string;
  /** translated */
  hint: string;
  /** the file input's accept list */
  accept: string;
  disabled: boolean;
  /** translated */
  error: string | undefined;
  onChoose: (file: File | undefined) => void;
  /** what the tab tells of the chosen file */
  children?: ReactNode;
}

/** A file to send to the device (a firmware image, a backup), checked by the tab before it is sent. */
export function FileField({ id, label, hint, accept, disabled, error, onChoose, children }: FileFieldProps) {
  return (
    <FieldRow
      id={id}
      label={label}
      hint={hint}
      error={error}
      input={(aria) => (
        <input
          id={id}
          className="field__input file-field"
          type="file"
          accept={accept}
          disabled={disabled}
          {...aria}
          onChange={(event) => onChoose(event.currentTarget.files?.[0])}
        />
      )}
    >
      {children}
    </FieldRow>
  );
}
