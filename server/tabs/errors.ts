// The tab's refusals, in the API's { message, code } shape (server/http/errors.ts).
import { HttpError } from '../http/errors';

export const noOpenTab = (): HttpError =>
  new HttpError(404, 'tab_not_found', 'This table has no open tab');

export const tabNotPaid = (): HttpError =>
  new HttpError(409, 'tab_not_paid', 'The tab can only be closed once its balance is paid');

// The table code (issue [17/21]). A refusal names no one and lists nothing of the tab.
export const tabCodeRequired = (): HttpError =>
  new HttpError(403, 'tab_code_required', "This table's tab needs its four-digit table code");

export const tabCodeWrong = (): HttpError =>
  new HttpError(403, 'tab_code_wrong', 'That is not the table code');

export const tabCodeAttempts = (retryAfter: number): HttpError =>
  new HttpError(
    429,
    'tab_code_attempts',
    `Too many wrong table codes: try again in ${retryAfter} s`,
    { params: { retry_after: retryAfter } },
    { 'Retry-After': String(retryAfter) },
  );
