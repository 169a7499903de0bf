// The tab's refusals, in the API's { message, code } shape (server/http/errors.ts).
import { HttpError } from '../http/errors';

export const noOpenTab = (): HttpError =>
  new HttpError(404, 'tab_not_found', 'This table has no open tab');

export const tabNotPaid = (): HttpError =>
  new HttpError(409, 'tab_not_paid', 'The tab can only be closed once its balance is paid');
