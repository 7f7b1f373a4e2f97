import { useQueryClient } from '@tanstack/react-query';
import type { OpInput } from '@rc/contract/op';
import { get_speech, get_speech_status, set_speech } from '@rc/contract/ops/service/speech';
import { SpeechPlatforms } from '@rc/contract/ops/service/speech-fields';
import { useOp } from '../../../lib/use-op';
import { CloudGate, useCloudStatus } from '../../../ui/cloud-state';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import { SpeechHeardTable } from './speech-heard-table';
import '../../../ui/page-sections.css';

const whenOn = { enabled: '1' } as const;

/**
 * Service > Speech control (spec 2 names the tab): a voice assistant bound through the cloud login,
 * which commands it may give, and what it was last heard saying.
 */
export function SpeechPage() {
  const queryClient = useQueryClient();
  const status = useCloudStatus(get_speech_status);
  const stored = useOp(get_speech, {});
  return (
    <div className="page-sections">
      <CloudGate status={status.data} storedOn={stored.data?.enabled === '1'}>
        <SettingsForm
          read={get_speech}
          save={set_speech}
          title="speech.title"
          fields={[
            { name: 'enabled', label: 'speech.enabled', hint: 'speech.enabledHint' },
            {
              name: 'platform',
              label: 'speech.platform',
              widget: 'select',
              options: SpeechPlatforms.map((platform) => ({ value: platform, label: `speech.platforms.${platform}` })),
              dependsOn: whenOn,
            },
            { name: 'allowWifi', label: 'speech.allowWifi', hint: 'speech.allowWifiHint', dependsOn: whenOn },
            { name: 'allowGuestWifi', label: 'speech.allowGuestWifi', hint: 'speech.allowGuestWifiHint', dependsOn: whenOn },
            { name: 'allowDevices', label: 'speech.allowDevices', hint: 'speech.allowDevicesHint', dependsOn: whenOn },
            { name: 'allowTraffic', label: 'speech.allowTraffic', hint: 'speech.allowTrafficHint', dependsOn: whenOn },
            { name: 'allowReboot', label: 'speech.allowReboot', hint: 'speech.allowRebootHint', dependsOn: whenOn },
          ]}
          // Hidden while off: what was stored is sent back unchanged.
          transformSave={(values) => ({ ...stored.data, ...values }) as OpInput<typeof set_speech>}
          confirm={(input) => (input.enabled === '1' && input.allowReboot === '1' && stored.data?.allowReboot !== '1' ? 'speech.confirmReboot' : undefined)}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: [get_speech_status.op] })}
        />
      </CloudGate>
      <SpeechHeardTable heard={status.data?.heard} known={status.data?.heardKnown !== false} failed={status.isError} />
    </div>
  );
}
