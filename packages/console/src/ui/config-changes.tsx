import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { packageChangeSchema } from '@rc/contract/config-change';
import './config-changes.css';
import { OutsideText } from './outside-text';

export type PackageChange = z.infer<typeof packageChangeSchema>;
type SectionChange = PackageChange['sections'][number];

/** A config file by what it holds: "DHCP", "Wi-Fi"; its own name for files the console does not write. */
export function fileLabel(t: TFunction, pkg: string): string {
  return t(`changes.files.${pkg}`, { defaultValue: pkg });
}

/**
 * Changes to the config files, section by section and option by option (`DHCP › lan: start
 * 100 → 120`): a saved change in History, what a restore would change. Credentials only "changed".
 */
export function ConfigChangeList({ files }: { files: readonly PackageChange[] }) {
  const { t } = useTranslation();
  return (
    <ul className="config-changes">
      {files.flatMap((file) =>
        file.sections.map((section) => (
          <li key={`${file.pkg}.${section.key}`}>
            <SectionChangeItem file={fileLabel(t, file.pkg)} section={section} />
          </li>
        )),
      )}
    </ul>
  );
}

function SectionChangeItem({ file, section }: { file: string; section: SectionChange }) {
  const { t } = useTranslation();
  const name = section.label ? `${section.label} (${section.key})` : section.key;
  return (
    <>
      <span className="config-changes__where">
        <OutsideText text={`${file} › ${name}`} />
        {section.kind !== 'changed' && <span className="badge">{t(`changes.kinds.${section.kind}`)}</span>}
      </span>
      <ul className="config-changes__options">
        {section.options.map((option) => (
          <li key={option.option}>
            <code>{option.option}</code>:{' '}
            {option.secret ? t('changes.secretChanged') : <OutsideText text={`${option.before ?? t('changes.unset')} → ${option.after ?? t('changes.unset')}`} />}
          </li>
        ))}
      </ul>
    </>
  );
}
