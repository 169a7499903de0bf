// Refusals of the tab's payments (issue [17/21]), in the API's { message, code } shape. Every one
// of them comes before any charge: nothing was asked of a provider yet.
import { HttpError } from '../../http/errors';

export const balanceTaken = (): HttpError =>
  new HttpError(
    409,
    'tab_balance_taken',
    'That amount is more than the tab has left that is neither paid nor being paid',
  );

export const itemClaimed = (): HttpError =>
  new HttpError(409, 'tab_item_claimed', 'An item is already held or paid by another payment');

export const splitMissing = (): HttpError =>
  new HttpError(409, 'tab_split_missing', 'Split the tab first, or every share is taken');

export const splitStarted = (): HttpError =>
  new HttpError(409, 'tab_split_started', 'A share is already held or paid: the split stays');

export const tabPaymentNotFound = (): HttpError =>
  new HttpError(404, 'tab_payment_not_found', 'Tab payment not found');

export const notAwaitingStaff = (): HttpError =>
  new HttpError(409, 'tab_payment_not_awaiting', 'This payment is not waiting for the staff');

export const badItems = (message: string): HttpError =>
  new HttpError(422, 'invalid_body', message, { errors: { item_ids: [message] } });
