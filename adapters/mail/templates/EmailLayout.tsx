// The frame of every e-mail Quire sends in bulk (newsletters, notification e-mails): the product name at the top,
// the message, and a footer with why the reader gets it, the unsubscribe link (a slot each kind of e-mail fills) and
// the operator's contact address (QUIRE_MAIL_ADDRESS), which bulk-mail rules ask for. Built from react-email's
// components, which lay out with tables and inline styles so the big mail clients show it alike.
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

export type EmailLayoutProps = {
  productName: string;
  /** The operator's postal or contact address (QUIRE_MAIL_ADDRESS); the footer leaves it out when empty. */
  operatorAddress: string;
  /** The line mail clients show after the subject in the inbox. */
  preview?: string | undefined;
  /** Why the reader gets this e-mail, e.g. 'You subscribed to Ada Writer's newsletter.' */
  reason?: string | undefined;
  /** The unsubscribe link slot: where the link goes and what it says. */
  unsubscribe?: { url: string; label: string } | undefined;
  children: ReactNode;
};

const body = { backgroundColor: '#ffffff', color: '#242424', fontFamily: 'Georgia, Cambria, "Times New Roman", serif', margin: 0, padding: 0 };
const container = { maxWidth: '600px', margin: '0 auto', padding: '24px 16px' };
const brand = { fontFamily: 'Helvetica, Arial, sans-serif', fontSize: '20px', fontWeight: 700, margin: '0 0 16px' };
const footer = { fontFamily: 'Helvetica, Arial, sans-serif', fontSize: '12px', lineHeight: '18px', color: '#6b6b6b', margin: '4px 0' };

export function EmailLayout({ productName, operatorAddress, preview, reason, unsubscribe, children }: EmailLayoutProps) {
  return (
    <Html lang="en">
      <Head />
      {preview ? <Preview>{preview}</Preview> : null}
      <Body style={body}>
        <Container style={container}>
          <Text style={brand}>{productName}</Text>
          <Section>{children}</Section>
          <Hr />
          {reason ? <Text style={footer}>{reason}</Text> : null}
          {unsubscribe ? (
            <Text style={footer}>
              <Link href={unsubscribe.url} style={{ color: '#6b6b6b', textDecoration: 'underline' }}>
                {unsubscribe.label}
              </Link>
            </Text>
          ) : null}
          {operatorAddress ? <Text style={footer}>{`${productName} · ${operatorAddress}`}</Text> : null}
        </Container>
      </Body>
    </Html>
  );
}
