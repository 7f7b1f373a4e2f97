import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { speechHeard } from '@rc/contract/ops/service/speech-fields';
import { useDeviceClock } from '../../../lib/use-device-clock';
import { Bytes } from '../../../ui/bytes';
import { DataTable } from '../../../ui/data-table';
import { PageSection } from '../../../ui/page-section';

type Heard = z.infer<typeof speechHeard>;

/** The commands the assistant was last heard giving, newest first: when, what, and what came of it. */
export function SpeechHeardTable({ heard, failed }: { heard: readonly Heard[] | undefined; failed: boolean }) {
  const { t } = useTranslation();
  const clock = useDeviceClock();
  return (
    <PageSection title={t('speech.heard.title')}>
      {failed && <p role="alert">{t('form.loadFailed')}</p>}
      <DataTable
        caption={t('speech.heard.title')}
        rows={heard ?? []}
        rowKey={(row, index) => `${row.time}-${index}`}
        empty={t('speech.heard.none')}
        columns={[
          { key: 'time', header: t('speech.heard.time'), cell: (row) => <time dateTime={new Date(row.time).toISOString()}>{clock(row.time, 'datetime')}</time> },
          { key: 'command', header: t('speech.heard.command'), cell: (row) => t(`speech.commands.${row.command}`) },
          { key: 'result', header: t('speech.heard.result'), cell: (row) => <HeardResult row={row} /> },
        ]}
      />
    </PageSection>
  );
}

function HeardResult({ row }: { row: Heard }) {
  const { t } = useTranslation();
  const result = t(`speech.results.${row.result}`);
  if (row.devices !== undefined) return <>{result}: {t('speech.heard.devices', { count: row.devices })}</>;
  if (row.rxBytes !== undefined && row.txBytes !== undefined) {
    return (
      <>
        {result}: {t('speech.heard.received')} <Bytes value={row.rxBytes} />, {t('speech.heard.sent')} <Bytes value={row.txBytes} />
      </>
    );
  }
  return <>{result}</>;
}
