// Issue 21: the account's own e-mails — the confirmation link of a new e-mail address, and the link to a data
// export once it is made. One short message and one button, in the frame every e-mail shares.
import { Button, Text } from '@react-email/components';
import { EmailLayout } from './EmailLayout.tsx';

export type AccountEmailProps = {
  productName: string;
  operatorAddress: string;
  heading: string;
  message: string;
  action: { url: string; label: string };
  /** Why the reader gets it. */
  reason: string;
};

const text = { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };
const button = { backgroundColor: '#1a8917', color: '#ffffff', borderRadius: '99px', padding: '10px 20px', fontFamily: 'Helvetica, Arial, sans-serif', fontSize: '14px' };

export function AccountEmail({ productName, operatorAddress, heading, message, action, reason }: AccountEmailProps) {
  return (
    <EmailLayout productName={productName} operatorAddress={operatorAddress} preview={message} reason={reason}>
      <Text style={{ ...text, fontSize: '20px', fontWeight: 700 }}>{heading}</Text>
      <Text style={text}>{message}</Text>
      <Button href={action.url} style={button}>
        {action.label}
      </Button>
      <Text style={{ ...text, fontSize: '13px', color: '#6b6b6b', marginTop: '16px' }}>{action.url}</Text>
    </EmailLayout>
  );
}
