import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OpenvpnKey, OpenvpnLimits } from '@rc/contract/ops/service/openvpn-fields';
import { FileField } from '../../../ui/file-field';

const files = [
  { name: 'ca', label: 'openvpn.caFile', accept: '.crt,.pem' },
  { name: 'cert', label: 'openvpn.certFile', accept: '.crt,.pem' },
  { name: 'key', label: 'openvpn.keyFile', accept: '.key,.pem' },
] as const;

/** A PEM file read into its field, as if pasted: the form's own rules then check it. */
export function PemFiles() {
  return (
    <>
      {files.map((file) => (
        <PemFile key={file.name} {...file} />
      ))}
    </>
  );
}

function PemFile({ name, label, accept }: (typeof files)[number]) {
  const { t } = useTranslation();
  const id = useId();
  const form = useFormContext();
  const [error, setError] = useState<string>();
  const choose = async (file: File | undefined) => {
    setError(undefined);
    if (!file) return;
    // A huge file is refused by its size, unread.
    if (file.size > OpenvpnLimits.pemMaxLength) return setError(OpenvpnKey.pemTooLarge);
    form.setValue(name, await file.text(), { shouldDirty: true, shouldValidate: true });
  };
  return <FileField id={id} label={t(label)} hint={t('openvpn.fileHint')} accept={accept} disabled={false} error={error && t(error)} onChoose={(file) => void choose(file)} />;
}
