import { SmsCompose } from './sms-compose';
import { SmsInbox } from './sms-inbox';
import { UssdQuery } from './ussd-query';
import '../../../ui/page-sections.css';
import './sms-page.css';

/** Network > SMS (issue 31.4): the inbox, a new message and a USSD balance query. */
export function SmsPage() {
  return (
    <div className="page-sections sms-page">
      <SmsInbox />
      <SmsCompose />
      <UssdQuery />
    </div>
  );
}
