import { Link } from './link';
import './page-sections.css';

interface BlockedNoticeProps {
  /** translated: what is in the way */
  text: string;
  /** translated: the link to the tab where it can be turned off */
  linkText: string;
  to: string;
}

/** Says up front that a setting of another tab keeps this one from taking effect (QoS and NAT acceleration). */
export function BlockedNotice({ text, linkText, to }: BlockedNoticeProps) {
  return (
    <p className="blocked-notice" role="status">
      {text} <Link to={to}>{linkText}</Link>
    </p>
  );
}
