import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OpenvpnKey, OpenvpnLimits } from '@rc/contract/ops/service/openvpn-fields';
import { parseOvpnProfile, type OvpnProfile } from '@rc/contract/ops/service/openvpn-profile';
import { FileField } from '../../../ui/file-field';

const FIELDS = ['remote', 'port', 'protocol', 'device', 'ca', 'cert', 'key', 'username', 'password'] as const;

/** A .ovpn profile read in the browser into the form; nothing reaches the router until Save. */
export function ProfileImport() {
  const { t } = useTranslation();
  const id = useId();
  const form = useFormContext();
  const [error, setError] = useState<string>();
  const [ignored, setIgnored] = useState<string[]>();
  const [asksSignIn, setAsksSignIn] = useState(false);

  const choose = async (file: File | undefined) => {
    setError(undefined);
    setIgnored(undefined);
    setAsksSignIn(false);
    if (!file) return;
    if (file.size > OpenvpnLimits.profileMaxBytes) return setError(t(OpenvpnKey.profileTooLarge));
    const parsed = parseOvpnProfile(await file.text());
    if (!parsed.ok) return setError(t(parsed.key, { directive: parsed.directive }));
    fill(parsed.profile);
    setIgnored(parsed.profile.ignored);
    // The server asks a username and password the profile does not carry: the form asks them.
    if (parsed.profile.signsIn && !parsed.profile.username) {
      setAsksSignIn(true);
      form.setFocus('username');
    }
  };

  const fill = (profile: OvpnProfile) => {
    for (const name of FIELDS) {
      const value = profile[name];
      if (value !== undefined) form.setValue(name, value, { shouldDirty: true, shouldValidate: true });
    }
  };

  return (
    <FileField id={id} label={t('openvpn.import')} hint={t('openvpn.importHint')} accept=".ovpn,.conf" disabled={false} error={error} onChoose={(file) => void choose(file)}>
      {ignored && (
        <p role="status">
          {t('openvpn.imported')}
          {ignored.length > 0 && ` ${t('openvpn.notImported', { directives: ignored.join(', ') })}`}
          {asksSignIn && ` ${t('openvpn.signInNeeded')}`}
        </p>
      )}
    </FileField>
  );
}
