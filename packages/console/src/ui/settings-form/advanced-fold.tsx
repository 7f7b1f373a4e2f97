import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AdvancedFoldProps {
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** The collapsed "advanced settings" group; its fields stay mounted so their values are kept and sent. */
export function AdvancedFold({ open, onToggle, children }: AdvancedFoldProps) {
  const { t } = useTranslation();
  const panelId = useId();
  return (
    <div className="settings-fold">
      <button type="button" className="settings-fold__toggle" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
        {t('form.advanced')}
      </button>
      <div id={panelId} className="settings-fold__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
