import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { toastSuccess } from '../../lib/ui/feedback';

/** Runs a write, says it worked, reloads the page's data; the API client toasts a failure. */
export function useWrite() {
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function run<T>(write: () => Promise<T>, done: string): Promise<T | undefined> {
    setBusy(true);
    try {
      const result = await write();
      toastSuccess(done);
      await revalidate();
      return result;
    } catch {
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}

/** A datetime-local value (the operator's clock) as ISO 8601, or undefined when blank. */
export const isoOf = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** ISO 8601 as a datetime-local value in the operator's clock, '' for none. */
export function localOf(iso: string | null | undefined) {
  if (!iso) return '';
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
