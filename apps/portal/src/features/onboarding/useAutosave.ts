import { createContext, useCallback, useEffect, useRef, useState } from 'react';
import { saveOnboardingDraft, type OnboardingDraftSaved, type OnboardingFormKey } from '@agency/api-client/contract';
import { useApiClient } from '@agency/api-client/swr';
import { clearLocalDraft, writeLocalDraft } from './draftStore';

/** How long typing may pause before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;

/** `idle`: nothing typed yet; `saving`: typed, being (or about to be) saved; `failed`: kept on this device only. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Autosave of an onboarding draft: every change goes to the browser's copy at once and to the server after
 * AUTOSAVE_DELAY_MS without typing (one save at a time; what was typed meanwhile is saved next). A failed
 * save keeps the copy and waits for `retry` (or the next change). The copy is removed once the server holds
 * the latest data.
 */
export function useAutosave(options: {
  applicantId: number | null;
  form: OnboardingFormKey;
  onSaved?: (saved: OnboardingDraftSaved) => void;
}) {
  const { applicantId, form } = options;
  const client = useApiClient();
  const [state, setState] = useState<SaveState>('idle');
  const pending = useRef<Record<string, unknown> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saving = useRef(false);
  const onSaved = useRef(options.onSaved);
  useEffect(() => {
    onSaved.current = options.onSaved;
  });

  const chain = useRef<Promise<void>>(Promise.resolve());

  /**
   * Saves what is waiting now. Resolves once the server holds everything typed so far (a save under way
   * first, then what was typed meanwhile), or once a save failed (the state says so).
   */
  const save = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    if (saving.current) return chain.current;
    const data = pending.current;
    if (data === null) return Promise.resolve();
    saving.current = true;
    pending.current = null;
    setState('saving');
    chain.current = (async () => {
      try {
        const { data: saved } = await client.call(saveOnboardingDraft, { params: { form }, body: { Data: data } });
        saving.current = false;
        onSaved.current?.(saved);
        if (pending.current === null) {
          if (applicantId !== null) clearLocalDraft(applicantId, form);
          setState('saved');
        } else await save();
      } catch {
        saving.current = false;
        pending.current ??= data;
        setState('failed');
      }
    })();
    return chain.current;
  }, [client, form, applicantId]);

  const change = useCallback(
    (data: Record<string, unknown>) => {
      pending.current = data;
      if (applicantId !== null) writeLocalDraft(applicantId, form, data);
      setState((current) => (current === 'failed' ? 'failed' : 'saving'));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    },
    [applicantId, form, save],
  );

  /** Forgets what is waiting (after a submission, which sends the whole form itself). */
  const settle = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    if (applicantId !== null) clearLocalDraft(applicantId, form);
    setState('idle');
  }, [applicantId, form]);

  // Leaving the screen: save what is waiting now (the browser's copy stays until it is saved).
  useEffect(
    () => () => {
      if (pending.current !== null && !saving.current) void save();
    },
    [save],
  );

  return { state, change, retry: save, saveNow: save, settle };
}

/**
 * The form screen's "save the draft now" for controls inside a form that act on the saved draft on the
 * server (e.g. the Nurse Form's "Request reference", which reads the reference from it).
 */
export const SaveDraftNowContext = createContext<() => Promise<void>>(() => Promise.resolve());
