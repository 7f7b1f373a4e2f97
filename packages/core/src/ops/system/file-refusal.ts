// -11 (API.md): an upload or download that is not an acceptable file. The key goes on the field
// the console shows the file or URL in; msg is spec 8's sentence for it.
import { FirmwareError } from '@rc/contract/firmware-image';
import { OpError } from '../../errors/op-error';

export function fileRefusal(field: 'file' | 'url', key: string, params?: Record<string, string>): OpError {
  return new OpError('-11', specMessage(field, key), { errors: [params ? { field, key, params } : { field, key }] });
}

function specMessage(field: 'file' | 'url', key: string): string {
  if (key === FirmwareError.uploadFailed) return field === 'url' ? 'download file failed' : 'file upload failed';
  if (key === FirmwareError.flashFailed) return 'upgrade failed';
  return 'incorrect or invalid file type';
}
