import { isHttpUrl } from '@rc/contract/datatypes';
import { OutsideText } from './outside-text';

/**
 * An address that came from device data (the cloud's remote console): a link only when it is an
 * http(s) address (issue 39.6), so that `javascript:`, `data:` or `file:` given by a cloud client
 * or a tampered answer is never one click away; anything else is shown as text.
 */
export function WebLink({ url }: { url: string }) {
  if (!isHttpUrl(url)) return <OutsideText text={url} />;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      <OutsideText text={url} />
    </a>
  );
}
