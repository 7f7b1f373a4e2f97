import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatBytes } from '@rc/contract/format';
import type { speechHeard } from '@rc/contract/ops/service/speech-fields';
import { useDeviceClock } from '../../../lib/use-device-clock';
import { DataTable } from '../../../ui/data-table';
import { PageSection } from '../../../ui/page-section';

type Heard = z.infer<typeof speechHeard>;

/**
 * The commands the assistant was last heard giving, newest first: when, what, and what came of it.
 * `known` false: they are the vendor's cloud client's (a router over ubus), so none listed says so.
 */
export function SpeechHeardTable({ heard, known, failed }: { heard: readonly Heard[] | undefined; known: boolean; failed: boolean }) {
  const { t } = useTranslation();
  const clock = useDeviceClock();
  return (
    <PageSection title={t('speech.heard.title')}>
      {failed && <p role="alert">{t('form.loadFailed')}</p>}
      <DataTable
        caption={t('speech.heard.caption')}
        rows={heard ?? []}
        rowKey={(row, index) => `${row.time}-${index}`}
        empty={t(known ? 'speech.heard.none' : 'speech.heard.unknown')}
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
  if (row.devices !== undefined) return <span>{`${result}: ${t('speech.heard.devices', { count: row.devices })}`}</span>;
  if (row.rxBytes !== undefined && row.txBytes !== undefined) {
    const answer = t('speech.heard.traffic', { rx: formatBytes(row.rxBytes), tx: formatBytes(row.txBytes) });
    return <span title={`${row.rxBytes} B / ${row.txBytes} B`}>{`${result}: ${answer}`}</span>;
  }
  return <span>{result}</span>;
}
