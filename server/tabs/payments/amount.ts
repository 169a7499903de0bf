// What a new tab payment asks for (issue [17/21]), computed by the server from the tab as it
// stands in the payment's transaction, with the tab held: the client never sends a price.
// Refusals here come before anything is written or charged.
import {
  amountProblem,
  holdsBalance,
  lineTotal,
  nextShareIndex,
  shareAmount,
} from '../../../src/domain/tab/payments';
import type { TabPaymentKind, TabPaymentStatus } from '../../../src/domain/tab/payments';
import type { TabRow } from '../../db/repositories/tabs';
import { unprocessable, field } from '../../orders/errors';
import type { TabView } from '../view';
import { badItems, balanceTaken, itemClaimed, splitMissing } from './errors';

export interface AmountRequest {
  kind: TabPaymentKind;
  itemIds?: readonly string[] | undefined;
  amount?: number | undefined;
}

export interface Asked {
  amount: number;
  shareIndex: number | null;
  itemIds: string[];
}

function itemsAmount(view: TabView, itemIds: readonly string[]): number {
  const lines = new Map(
    view.rounds.flatMap((round) => round.items.map((item) => [item.id, { round, item }] as const)),
  );
  let amount = 0;
  for (const id of itemIds) {
    const line = lines.get(id);
    if (!line || line.round.status === 'CANCELLED') throw badItems(`item ${id} is not on this tab`);
    if (line.item.claim !== null) throw itemClaimed();
    amount += lineTotal(line.item);
  }
  return amount;
}

function shareOf(tab: TabRow, view: TabView, free: number): { amount: number; index: number } {
  if (tab.split_people === null || tab.split_amount === null) throw splitMissing();
  const split = { people: Number(tab.split_people), amount: Number(tab.split_amount) };
  const taken = view.payments
    .filter(
      (p) =>
        p.kind === 'share' &&
        p.share_index !== null &&
        (p.status === 'succeeded' || holdsBalance(p.status as TabPaymentStatus)),
    )
    .map((p) => p.share_index ?? -1);
  const index = nextShareIndex(split.people, taken);
  if (index === null) throw splitMissing();
  return { amount: shareAmount(split, index, free), index };
}

export function askedAmount(tab: TabRow, view: TabView, request: AmountRequest): Asked {
  const free = view.balance - view.held;
  let asked: Asked;
  switch (request.kind) {
    case 'full':
      asked = { amount: free, shareIndex: null, itemIds: [] };
      break;
    case 'custom':
      if (request.amount === undefined)
        throw unprocessable('invalid_body', 'amount is required', field('amount', 'required'));
      asked = { amount: request.amount, shareIndex: null, itemIds: [] };
      break;
    case 'share': {
      const share = shareOf(tab, view, free);
      asked = { amount: share.amount, shareIndex: share.index, itemIds: [] };
      break;
    }
    case 'items': {
      const ids = request.itemIds ?? [];
      if (ids.length === 0) throw badItems('item_ids is required');
      if (new Set(ids).size !== ids.length) throw badItems('an item is listed twice');
      asked = { amount: itemsAmount(view, ids), shareIndex: null, itemIds: [...ids] };
      break;
    }
  }
  if (amountProblem(asked.amount, free) !== null) throw balanceTaken();
  return asked;
}
