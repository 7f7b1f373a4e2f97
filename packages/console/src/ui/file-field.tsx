import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * A file to send to the device (a firmware image, a backup), checked by the tab before it is sent.
 * The native input stays (focusable, labelled) but is drawn as our button, because its own
 * "Choose File" text follows the browser's language, not the console's.
 */
export function FileField({ id, label, hint, accept, disabled, error, onChoose, children }: FileFieldProps) {
  const { t } = useTranslation();
  const [fileName, setFileName] = useState<string>();
  return (
    <FieldRow
      id={id}
      label={label}
      hint={hint}
      error={error}
      input={(aria) => (
        <span className="file-field">
          <input
            id={id}
            className="file-field__input"
            type="file"
            accept={accept}
            disabled={disabled}
            {...aria}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setFileName(file?.name);
              onChoose(file);
            }}
          />
          <span className="button file-field__button" aria-hidden="true">
            {t('form.chooseFile')}
          </span>
          <span className="file-field__name" aria-hidden="true">
            {fileName ?? t('form.noFileChosen')}
          </span>
        </span>
      )}
    >
      {children}
    </FieldRow>
  );
}
