import { diffLines } from 'diff';
import { useTranslation } from 'react-i18next';
import { get_history_raw } from '@rc/contract/ops/system/history';
import { useOp } from '../../../lib/use-op';

/** The entry's files as uci export writes them, line by line: - before, + after. */
export function RawDiff({ id }: { id: string }) {
  const { t } = useTranslation();
  const raw = useOp(get_history_raw, { id });
  if (raw.isPending) return <p role="status">{t('form.loading')}</p>;
  if (raw.isError) return <p role="alert">{t('form.loadFailed')}</p>;
  return (
    <>
      {raw.data.files.map((file) => (
        <figure key={file.pkg} className="history-raw">
          <figcaption>/etc/config/{file.pkg}</figcaption>
          <pre tabIndex={0}>
            {diffLines(file.before ?? '', file.after ?? '').map((part, index) => (
              <span key={index} className={part.added ? 'history-raw__added' : part.removed ? 'history-raw__removed' : 'history-raw__same'}>
                {part.value.replace(/^(?=.)/gm, part.added ? '+ ' : part.removed ? '- ' : '  ')}
              </span>
            ))}
          </pre>
        </figure>
      ))}
    </>
  );
}
