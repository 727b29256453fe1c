// Issue 17: notification e-mails in the shared layout (EmailLayout.tsx). One notification (a response, a reply, a
// mention, a failed payment: e-mailed when it happens) or the digest (the rest, DAILY or WEEKLY), each line linking to
// what it is about; the footer's unsubscribe link turns that kind's e-mail (or the digest) off without signing in.
import { Button, Link, Section, Text } from '@react-email/components';
import { EmailLayout } from './EmailLayout.tsx';

export type NotificationLine = { text: string; url: string };

type Frame = { productName: string; operatorAddress: string; unsubscribeUrl: string; settingsUrl: string };

const line = { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };
const button = { backgroundColor: '#1a6b4f', color: '#ffffff', borderRadius: '20px', padding: '10px 20px', fontFamily: 'Helvetica, Arial, sans-serif', fontSize: '14px' };

export function NotificationEmail({ productName, operatorAddress, unsubscribeUrl, settingsUrl, notification, kindLabel }: Frame & { notification: NotificationLine; kindLabel: string }) {
  return (
    <EmailLayout
      productName={productName}
      operatorAddress={operatorAddress}
      preview={notification.text}
      reason={`You get this e-mail because e-mail is on for “${kindLabel}” in your ${productName} notification settings.`}
      unsubscribe={{ url: unsubscribeUrl, label: `Stop e-mail about ${kindLabel.toLowerCase()}` }}
    >
      <Text style={line}>{notification.text}</Text>
      <Button href={notification.url} style={button}>
        Open on {productName}
      </Button>
      <Text style={{ ...line, fontSize: '13px' }}>
        <Link href={settingsUrl}>Notification settings</Link>
      </Text>
    </EmailLayout>
  );
}

export function DigestEmail({ productName, operatorAddress, unsubscribeUrl, settingsUrl, lines, frequency }: Frame & { lines: NotificationLine[]; frequency: 'DAILY' | 'WEEKLY' }) {
  const period = frequency === 'DAILY' ? 'today' : 'this week';
  return (
    <EmailLayout
      productName={productName}
      operatorAddress={operatorAddress}
      preview={`${lines.length} new on ${productName} ${period}`}
      reason={`You get this ${frequency === 'DAILY' ? 'daily' : 'weekly'} digest because it is on in your ${productName} notification settings.`}
      unsubscribe={{ url: unsubscribeUrl, label: 'Stop the notification digest' }}
    >
      <Text style={{ ...line, fontWeight: 700 }}>What happened on {productName} {period}</Text>
      <Section>
        {lines.map((l) => (
          <Text key={l.url + l.text} style={line}>
            <Link href={l.url}>{l.text}</Link>
          </Text>
        ))}
      </Section>
      <Text style={{ ...line, fontSize: '13px' }}>
        <Link href={settingsUrl}>Notification settings</Link>
      </Text>
    </EmailLayout>
  );
}
