// The one shape of a change on the Account and Publishing settings tabs: the button is busy while the mutation
// runs; the server's answer ({ ok, message, settings }) becomes the line under the section and the tab's settings;
// no answer, or a failed request, says FAILED. Every section of ui/settings/AccountSettings.tsx and
// PublishingSettings.tsx goes through it, so they cannot drift apart in how they report.
import { useState } from 'react';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { usePageData } from '../data.tsx';
import type { AccountSettingsFieldsFragment } from '../generated/operations.ts';

export type SettingsMessage = { ok: boolean; text: string } | null;

export const FAILED = 'Something went wrong. Check your connection and try again.';

/**
 * What a change answers: whether it worked, the line to show (null or absent: no line, as when the fields say it
 * themselves), and the settings the server now holds.
 */
export type SettingsAnswer = { ok: boolean; message?: string | null | undefined; settings?: AccountSettingsFieldsFragment | null | undefined };

export type SettingsAction = {
  busy: boolean;
  message: SettingsMessage;
  setMessage: (message: SettingsMessage) => void;
  /** Runs one change; `call` answers null or undefined when the server gave no answer. */
  run: (call: (transport: GraphQLTransport) => Promise<SettingsAnswer | null | undefined>) => Promise<void>;
};

export function useSettingsAction(onSettings?: (next: AccountSettingsFieldsFragment | null | undefined) => void): SettingsAction {
  const { transport } = usePageData();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SettingsMessage>(null);
  const run: SettingsAction['run'] = async (call) => {
    if (!transport) return;
    setBusy(true);
    try {
      const answer = await call(transport);
      if (!answer) {
        setMessage({ ok: false, text: FAILED });
        return;
      }
      setMessage(answer.message ? { ok: answer.ok, text: answer.message } : null);
      onSettings?.(answer.settings);
    } catch {
      setMessage({ ok: false, text: FAILED });
    } finally {
      setBusy(false);
    }
  };
  return { busy, message, setMessage, run };
}
