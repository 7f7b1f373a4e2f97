import i18next, { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDeviceNames, type DeviceNames } from '../../../ui/combobox/known-clients';
import { fileLabel, type PackageChange } from '../../../ui/config-changes';

type SectionChange = PackageChange['sections'][number];

/**
 * What a section is to a person: "port forwarding 'NAS web'", "DHCP pool 'lan'", "system settings"
 * (an anonymous one, `@system[0]`, by its kind alone); a kind the console has no word for: "DHCP › lan".
 */
function sectionName(t: TFunction, pkg: string, section: SectionChange): string {
  const kindKey = `system-history.types.${section.type}`;
  const kind = i18next.exists(kindKey) ? t(kindKey) : '';
  const name = section.label || (section.key.startsWith('@') ? '' : section.key);
  if (kind) return name ? t('system-history.named', { kind, name }) : kind;
  return `${fileLabel(t, pkg)} › ${name || section.key}`;
}

/** Issue 43.4: a value that is a known device's IP or MAC reads as that device's name. */
function shownValue(value: string, names: DeviceNames | undefined): string {
  return names?.ofIp(value) ?? names?.ofMac(value) ?? value;
}

/** The device an added or removed rule was for (port forward, parental rule, static lease), by its name. */
function deviceOf(section: SectionChange, names: DeviceNames | undefined): string | undefined {
  for (const option of section.options) {
    const value = option.after ?? option.before;
    const name = value === null || option.secret ? undefined : (names?.ofIp(value) ?? names?.ofMac(value));
    if (name) return name;
  }
  return undefined;
}

/** "start 100 → 120, password changed": each option of a changed section, credentials unseen. */
function optionChanges(t: TFunction, section: SectionChange, names: DeviceNames | undefined): string {
  return section.options
    .map((option) =>
      option.secret
        ? t('system-history.secretChanged', { option: option.option })
        : `${option.option} ${option.before === null ? t('changes.unset') : shownValue(option.before, names)} → ${option.after === null ? t('changes.unset') : shownValue(option.after, names)}`,
    )
    .join(t('system-history.listSeparator'));
}

/** One plain line a changed section: "Added port forwarding 'NAS web'", "Changed DHCP › lan: start 100 → 120". */
export function sectionSentence(t: TFunction, pkg: string, section: SectionChange, names?: DeviceNames): string {
  const named = sectionName(t, pkg, section);
  const device = section.kind === 'changed' ? undefined : deviceOf(section, names);
  const what = device ? t('system-history.forDevice', { what: named, device }) : named;
  if (section.kind === 'added') return t('system-history.added', { what });
  if (section.kind === 'removed') return t('system-history.removed', { what });
  return t('system-history.changed', { what, changes: optionChanges(t, section, names) });
}

/** The change in plain words, one line a section; the option list and raw diff wait behind "Details". */
export function ChangeSummary({ files }: { files: readonly PackageChange[] }) {
  const { t } = useTranslation();
  const names = useDeviceNames();
  return (
    <ul className="history-summary">
      {files.flatMap((file) =>
        file.sections.map((section) => <li key={`${file.pkg}.${section.key}`}>{sectionSentence(t, file.pkg, section, names)}</li>),
      )}
    </ul>
  );
}
