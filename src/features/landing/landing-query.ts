// §2.3 "Query open_modal=attention-hours opens it" (the company information modal).
export const OPEN_MODAL_PARAM = 'open_modal';
export const ATTENTION_HOURS = 'attention-hours';

export function opensAttentionHours(search: string): boolean {
  return new URLSearchParams(search).get(OPEN_MODAL_PARAM) === ATTENTION_HOURS;
}

/** The query without open_modal, as '' or '?a=b', so closing the modal does not reopen it on reload. */
export function withoutOpenModal(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(OPEN_MODAL_PARAM);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/** '' or '?…' from wouter's search string, which comes without the '?'. */
export function asQuery(search: string): string {
  const trimmed = search.replace(/^\?/, '');
  return trimmed === '' ? '' : `?${trimmed}`;
}
