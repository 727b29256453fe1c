// Issue 22: the e-mail an invitee gets when a publication's owner invites them as an editor or a writer; the button
// opens the publication's people page, where they accept or decline.
import { Button, Text } from '@react-email/components';
import { EmailLayout } from './EmailLayout.tsx';

const line = { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };
const button = { backgroundColor: '#1a6b4f', color: '#ffffff', borderRadius: '20px', padding: '10px 20px', fontFamily: 'Helvetica, Arial, sans-serif', fontSize: '14px' };

export function InvitationEmail(props: { productName: string; operatorAddress: string; inviterName: string; publicationName: string; role: 'EDITOR' | 'WRITER'; url: string }) {
  const as = props.role === 'EDITOR' ? 'an editor' : 'a writer';
  const text = `${props.inviterName} invited you to join ${props.publicationName} as ${as}.`;
  return (
    <EmailLayout
      productName={props.productName}
      operatorAddress={props.operatorAddress}
      preview={text}
      reason={`You get this e-mail because ${props.inviterName} invited you on ${props.productName}.`}
    >
      <Text style={line}>{text}</Text>
      <Text style={line}>Accept or decline the invitation on {props.productName}.</Text>
      <Button href={props.url} style={button}>
        See the invitation
      </Button>
    </EmailLayout>
  );
}
