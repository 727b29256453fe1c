// reader-experience §3 and §4: memberships as the store keeps them — the active one and the past ones, billing
// history, provider events applied once (as core/membership/provider-events.ts decides), and the banner flags a
// reader dismissed. Implemented by adapters/postgres/memberships.repository.ts.
import type { Currency, MembershipSummary, MembershipType, Money, PaymentMethod, PaymentProviderName } from '../membership/types.ts';
import type { PaymentProvider, ProviderEvent } from './payment-provider.port.ts';

/** A membership as stored. */
export type MembershipRecord = {
  id: string;
  userId: string;
  membershipType: MembershipType;
  currency: Currency;
  amount: number;
  startedAt: Date;
  currentPeriodStartsAt: Date;
  currentPeriodEndsAt: Date;
  friendSince: Date | null;
  discountEndsAt: Date | null;
  discountNumCycles: number | null;
  regularAmount: number | null;
  isCancelled: boolean;
  endedAt: Date | null;
  paymentProvider: PaymentProviderName;
  subscriptionRef: string;
  paymentMethod: PaymentMethod | null;
  paymentFailedAt: Date | null;
  failedPaymentCount: number;
  switchType: MembershipType | null;
  switchAmount: number | null;
  updatedAt: Date;
  cancelChangedAt: Date | null;
};

export type NewMembership = {
  userId: string;
  membershipType: MembershipType;
  price: Money;
  provider: PaymentProviderName;
  subscriptionRef: string;
  paymentMethod: PaymentMethod;
  periodStart: number;
  periodEnd: number;
  chargeRef: string;
  now: number;
};

/** A line of billing history. */
export type ChargeRow = {
  id: string;
  membershipType: MembershipType;
  amount: number;
  currency: Currency;
  status: 'PAID' | 'FAILED';
  periodStart: Date | null;
  periodEnd: Date | null;
  createdAt: Date;
};

export type ProviderEventResult = 'applied' | 'duplicate' | 'held' | 'conflict';

export interface MembershipsRepository {
  active(userId: string): Promise<MembershipRecord | null>;
  /** The active memberships of several readers (badges on avatars, access to locked stories). */
  activeByUsers(userIds: readonly string[]): Promise<Map<string, MembershipRecord>>;
  /** When each reader first became a member, across all their memberships. */
  memberSince(userIds: readonly string[]): Promise<Map<string, Date>>;
  /** Tier and dates for badges and menus, per active member. */
  summaries(userIds: readonly string[]): Promise<Map<string, MembershipSummary>>;
  hasPast(userId: string): Promise<boolean>;
  bySubscription(provider: PaymentProviderName, subscriptionRef: string): Promise<MembershipRecord | null>;
  /** Starts a membership with its first charge; the same subscription twice is one membership. */
  create(input: NewMembership): Promise<MembershipRecord>;
  setCancelled(id: string, cancelled: boolean, now: number): Promise<void>;
  setSwitch(id: string, to: { membershipType: MembershipType; amount: number } | null, now: number): Promise<void>;
  setPaymentMethod(id: string, method: PaymentMethod, now: number): Promise<void>;
  /** Applies a provider's event once, whatever order events arrive in. */
  applyEvent(provider: PaymentProviderName, event: ProviderEvent, now: number): Promise<ProviderEventResult>;
  charges(userId: string, limit: number): Promise<ChargeRow[]>;
  dismissedFlags(userId: string): Promise<{ flag: string; dismissedAt: Date }[]>;
  /** Records a dismissal; dismissing again moves its time. */
  dismissFlag(userId: string, flag: string, now: number): Promise<void>;
  /** For tests and the demo: how many events of a provider were applied. */
  appliedEventCount(provider: PaymentProviderName): Promise<number>;
}

/** The built-in sandbox provider: a PaymentProvider whose renewals run when told, with events to deliver. */
export type SandboxPaymentProvider = PaymentProvider & {
  /** Renews, fails and ends whatever is due at `now`; returns how many events it recorded. */
  advance(now: number): Promise<number>;
  /** Hands each event not yet delivered to `apply`, oldest first, marking it delivered once applied. */
  deliver(apply: (event: ProviderEvent) => Promise<void>, now: number): Promise<number>;
};
