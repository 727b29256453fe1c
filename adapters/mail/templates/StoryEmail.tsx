// A newsletter issue (README: Newsletters): a newly published story as e-mail — the whole story when it is public
// or the reader is a member, else its preview and a link (storyMailContent). Text paragraphs only: images and
// embeds are left to the site, which the 'Read on …' link opens.
import { Button, Heading, Hr, Link, Text } from '@react-email/components';
import type { Paragraph } from '../../../core/content/paragraph.ts';
import { newsletterCopy } from '../../../core/copy/newsletter-copy.ts';
import { EmailLayout } from './EmailLayout.tsx';

export type StoryEmailProps = {
  productName: string;
  operatorAddress: string;
  newsletterName: string;
  title: string;
  subtitle: string;
  author: string;
  paragraphs: readonly Paragraph[];
  /** The preview of a member-only story: a note and the link instead of the rest. */
  preview: boolean;
  url: string;
  unsubscribeUrl: string;
};

const p = { fontSize: '18px', lineHeight: '28px', margin: '0 0 18px' };

function Block({ paragraph }: { paragraph: Paragraph }) {
  switch (paragraph.type) {
    case 'H1':
    case 'H2':
      return <Heading as="h2" style={{ fontSize: '24px', margin: '24px 0 8px' }}>{paragraph.text}</Heading>;
    case 'H3':
    case 'H4':
      return <Heading as="h3" style={{ fontSize: '20px', margin: '20px 0 8px' }}>{paragraph.text}</Heading>;
    case 'BQ':
    case 'PQ':
      return <Text style={{ ...p, borderLeft: '3px solid #242424', paddingLeft: '16px', fontStyle: 'italic' }}>{paragraph.text}</Text>;
    case 'PRE':
      return <Text style={{ ...p, fontFamily: 'Menlo, Consolas, monospace', fontSize: '14px', whiteSpace: 'pre-wrap', background: '#f2f2f2', padding: '12px' }}>{paragraph.text}</Text>;
    case 'OLI':
    case 'ULI':
      return <Text style={p}>{`• ${paragraph.text}`}</Text>;
    case 'HR':
      return <Hr />;
    case 'IMG':
      return paragraph.text ? <Text style={{ ...p, fontSize: '14px', color: '#6b6b6b' }}>{paragraph.text}</Text> : null;
    default:
      return <Text style={p}>{paragraph.text}</Text>;
  }
}

export function StoryEmail(props: StoryEmailProps) {
  return (
    <EmailLayout
      productName={props.productName}
      operatorAddress={props.operatorAddress}
      preview={props.subtitle || props.title}
      reason={newsletterCopy.emailReason(props.newsletterName)}
      unsubscribe={{ url: props.unsubscribeUrl, label: newsletterCopy.emailUnsubscribe }}
    >
      <Heading as="h1" style={{ fontSize: '32px', lineHeight: '38px', margin: '0 0 8px' }}>
        <Link href={props.url} style={{ color: '#242424', textDecoration: 'none' }}>{props.title}</Link>
      </Heading>
      {props.subtitle ? <Text style={{ ...p, color: '#6b6b6b' }}>{props.subtitle}</Text> : null}
      <Text style={{ fontSize: '14px', color: '#6b6b6b', margin: '0 0 24px' }}>{props.author}</Text>
      {props.paragraphs.map((paragraph) => (
        <Block key={paragraph.name} paragraph={paragraph} />
      ))}
      {props.preview ? <Text style={{ ...p, fontStyle: 'italic' }}>{newsletterCopy.memberOnlyPreview}</Text> : null}
      <Button href={props.url} style={{ background: '#1a8917', color: '#ffffff', borderRadius: '20px', padding: '10px 20px', fontFamily: 'Helvetica, Arial, sans-serif', fontSize: '15px' }}>
        {newsletterCopy.readOn(props.productName)}
      </Button>
    </EmailLayout>
  );
}

export type ConfirmEmailProps = { productName: string; operatorAddress: string; newsletterName: string; confirmUrl: string };

/** The double opt-in: a logged-out reader's address subscribes only once this link is followed. */
export function ConfirmSubscriptionEmail(props: ConfirmEmailProps) {
  return (
    <EmailLayout productName={props.productName} operatorAddress={props.operatorAddress} preview={newsletterCopy.confirmSubject(props.newsletterName)}>
      <Text style={p}>{newsletterCopy.confirmBody(props.newsletterName)}</Text>
      <Button href={props.confirmUrl} style={{ background: '#1a8917', color: '#ffffff', borderRadius: '20px', padding: '10px 20px', fontFamily: 'Helvetica, Arial, sans-serif', fontSize: '15px' }}>
        {newsletterCopy.confirmButton}
      </Button>
      <Text style={{ fontSize: '13px', color: '#6b6b6b' }}>{props.confirmUrl}</Text>
    </EmailLayout>
  );
}
