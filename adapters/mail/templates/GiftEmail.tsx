// Issue 23: the gift e-mails — the recipient's (the code, who it is from, their message, where to redeem it) on the
// day the buyer chose, and the buyer's receipt of what they gave (a group gift's codes to hand out).
import { Button, Link, Section, Text } from '@react-email/components';
import { EmailLayout } from './EmailLayout.tsx';

type Frame = { productName: string; operatorAddress: string };

const line = { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };
const codeStyle = { fontFamily: 'Menlo, Consolas, monospace', fontSize: '22px', letterSpacing: '2px', fontWeight: 700, margin: '0 0 16px' };
const quote = { ...line, borderLeft: '3px solid #d0d0d0', paddingLeft: '12px', fontStyle: 'italic' };
const button = { backgroundColor: '#1a6b4f', color: '#ffffff', borderRadius: '20px', padding: '10px 20px', fontFamily: 'Helvetica, Arial, sans-serif', fontSize: '14px' };

export function GiftEmail({
  productName,
  operatorAddress,
  recipientName,
  senderName,
  message,
  code,
  redeemUrl,
  expiresOn,
}: Frame & { recipientName: string | null; senderName: string | null; message: string | null; code: string; redeemUrl: string; expiresOn: string }) {
  const from = senderName ?? 'Someone';
  return (
    <EmailLayout productName={productName} operatorAddress={operatorAddress} preview={`${from} gave you a year of ${productName} membership`}>
      <Text style={line}>{recipientName ? `Hi ${recipientName},` : 'Hi,'}</Text>
      <Text style={line}>
        {from} gave you a year of {productName} membership: every story, for twelve months. It does not renew.
      </Text>
      {message ? <Text style={quote}>{message}</Text> : null}
      <Text style={line}>Your gift code:</Text>
      <Text style={codeStyle}>{code}</Text>
      <Button href={redeemUrl} style={button}>
        Redeem your gift
      </Button>
      <Text style={{ ...line, fontSize: '13px' }}>Redeem it by {expiresOn}.</Text>
    </EmailLayout>
  );
}

export function GroupGiftEmail({
  productName,
  operatorAddress,
  giftType,
  codes,
  recipientEmail,
  sendOn,
  amount,
  redeemUrl,
}: Frame & { giftType: 'gift' | 'group-gift'; codes: string[]; recipientEmail: string | null; sendOn: string | null; amount: string; redeemUrl: string }) {
  return (
    <EmailLayout productName={productName} operatorAddress={operatorAddress} preview={`Your ${productName} gift`}>
      <Text style={line}>Thank you for giving {productName}. You paid {amount}.</Text>
      {giftType === 'gift' ? (
        <Text style={line}>
          We will e-mail the gift code to {recipientEmail} on {sendOn}. In case it goes astray, here it is:
        </Text>
      ) : (
        <Text style={line}>Here are your {codes.length} gift codes. Each gives one reader a year of membership; hand them out as you like.</Text>
      )}
      <Section>
        {codes.map((c) => (
          <Text key={c} style={codeStyle}>
            {c}
          </Text>
        ))}
      </Section>
      <Text style={line}>
        They are redeemed at <Link href={redeemUrl}>{redeemUrl}</Link>.
      </Text>
    </EmailLayout>
  );
}
