// Issue 23: what a buyer fills in to give a membership (/gift-checkout) or several (/group-gift), checked once for the
// page and the server alike. A gift goes to one recipient by e-mail on a chosen day (today or up to a year ahead) with
// an optional message; a group gift gives the buyer 2 to 50 codes to hand out.
import { validateEmail } from '../auth/validation.ts';
import { GROUP_GIFT_MAX, GROUP_GIFT_MIN } from './gift-code.ts';
import type { GiftType } from './gift.ts';

export const GIFT_MESSAGE_MAX = 1000;
export const GIFT_NAME_MAX = 100;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The latest delivery date a buyer may choose, in days from today. */
export const GIFT_SEND_MAX_DAYS = 365;

export type GiftOrderInput = {
  giftType: GiftType;
  quantity: number;
  recipientEmail: string;
  recipientName: string;
  senderName: string;
  message: string;
  /** 'yyyy-mm-dd' (UTC), empty for today. */
  sendOn: string;
  newMembersOnly: boolean;
};

export type CheckedGiftOrder =
  | {
      ok: true;
      giftType: GiftType;
      quantity: number;
      recipientEmail: string | null;
      recipientName: string | null;
      senderName: string | null;
      message: string | null;
      /** When the recipient's e-mail goes out (epoch ms); null for a group gift (the buyer gets the codes at once). */
      sendAt: number | null;
      newMembersOnly: boolean;
    }
  | { ok: false; fieldErrors: { field: string; message: string }[] };

const startOfUtcDay = (t: number) => Math.floor(t / DAY_MS) * DAY_MS;

export function checkGiftOrder(input: GiftOrderInput, now: number): CheckedGiftOrder {
  const errors: { field: string; message: string }[] = [];
  const text = (value: string, field: string, max: number, label: string): string | null => {
    const t = value.trim();
    if (t.length > max) errors.push({ field, message: `${label} can be at most ${max} characters.` });
    return t === '' ? null : t;
  };
  const senderName = text(input.senderName, 'senderName', GIFT_NAME_MAX, 'Your name');
  const message = text(input.message, 'message', GIFT_MESSAGE_MAX, 'The message');
  if (input.giftType === 'group-gift') {
    if (!Number.isInteger(input.quantity) || input.quantity < GROUP_GIFT_MIN || input.quantity > GROUP_GIFT_MAX) {
      errors.push({ field: 'quantity', message: `Choose from ${GROUP_GIFT_MIN} to ${GROUP_GIFT_MAX} memberships.` });
    }
    if (errors.length > 0) return { ok: false, fieldErrors: errors };
    return { ok: true, giftType: 'group-gift', quantity: input.quantity, recipientEmail: null, recipientName: null, senderName, message, sendAt: null, newMembersOnly: input.newMembersOnly };
  }
  const email = validateEmail(input.recipientEmail);
  if (!email.ok) errors.push({ field: 'recipientEmail', message: email.message });
  const recipientName = text(input.recipientName, 'recipientName', GIFT_NAME_MAX, 'Their name');
  let sendAt = now;
  if (input.sendOn.trim() !== '') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.sendOn.trim());
    const day = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
    const valid = m && new Date(day).getUTCDate() === Number(m[3]);
    const today = startOfUtcDay(now);
    if (!valid) errors.push({ field: 'sendOn', message: 'Choose a delivery date.' });
    else if (day < today) errors.push({ field: 'sendOn', message: 'The delivery date cannot be in the past.' });
    else if (day > today + GIFT_SEND_MAX_DAYS * DAY_MS) errors.push({ field: 'sendOn', message: 'The delivery date can be at most a year from today.' });
    // Today sends now; a later day sends at the start of that day (UTC).
    else sendAt = day === today ? now : day;
  }
  if (errors.length > 0) return { ok: false, fieldErrors: errors };
  return {
    ok: true,
    giftType: 'gift',
    quantity: 1,
    recipientEmail: email.ok ? email.email : null,
    recipientName,
    senderName,
    message,
    sendAt,
    newMembersOnly: false,
  };
}
