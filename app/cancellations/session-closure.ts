/** The form that closes a session (session-closure.server.ts), read on the server. */
export type CloseFormError = 'kindRequired' | 'remedyRequired' | 'confirmRequired';

export function closeRequestFrom(
  form: FormData,
):
  | { ok: true; value: { kind: 'cancelled' | 'postponed'; remedy: 'refund' | 'credit' | 'choose' } }
  | { ok: false; error: CloseFormError } {
  const kind = form.get('kind');
  const remedy = form.get('remedy');
  if (kind !== 'cancelled' && kind !== 'postponed') return { ok: false, error: 'kindRequired' };
  if (remedy !== 'refund' && remedy !== 'credit' && remedy !== 'choose')
    return { ok: false, error: 'remedyRequired' };
  if (form.get('confirm') !== 'yes') return { ok: false, error: 'confirmRequired' };
  return { ok: true, value: { kind, remedy } };
}

/** The choice the close page previews (?kind=…&remedy=…), before it is confirmed; or null. */
export function previewRequestFrom(
  params: URLSearchParams,
): { kind: 'cancelled' | 'postponed'; remedy: 'refund' | 'credit' | 'choose' } | null {
  const kind = params.get('kind');
  const remedy = params.get('remedy');
  if (kind !== 'cancelled' && kind !== 'postponed') return null;
  if (remedy !== 'refund' && remedy !== 'credit' && remedy !== 'choose') return null;
  return { kind, remedy };
}
