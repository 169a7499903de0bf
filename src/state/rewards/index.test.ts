// §4.8 redemption on the device (issue [16/21] item 1): which rewards can be chosen, and the
// balance the device shows once a placed order spent a reward's points.
import { afterEach, describe, expect, it } from 'vitest';
import type { Client, LoyaltySettings, OrderDiscount } from '../../domain/types';
import { app, hold } from '../app';
import { checkout } from '../checkout/store';
import { chooseReward, rewardChoices, rewardOn, rewards, settleReward } from './index';

const loyalty: LoyaltySettings = {
  loyalty_program: {
    active: true,
    rewards: [
      {
        id: 'r-250',
        name: '15% off',
        required_points: 250,
        discount_type: 'percentage',
        value: 15,
      },
      { id: 'r-100', name: 'Free drink', required_points: 100, discount_type: 'fixed', value: 399 },
    ],
  },
};

const client: Client = {
  id: 'cl-1',
  name: 'Rita',
  email: null,
  phone_number: '2125550123',
  source: null,
  addresses: [],
  available_points: 130,
};

const fidelity: OrderDiscount = {
  modality: 'FIDELITY',
  description: 'Free drink',
  type: 'AMOUNT',
  value: 399,
};

afterEach(() => {
  chooseReward(null);
  app.loyalty = null;
  app.client = null;
  checkout.client = null;
});

describe('rewardChoices', () => {
  it('lists every reward cheapest first, marking those the points reach', () => {
    expect(rewardChoices(loyalty, 130).map((c) => [c.reward.id, c.available])).toEqual([
      ['r-100', true],
      ['r-250', false],
    ]);
    expect(rewardChoices(loyalty, 0).every((c) => !c.available)).toBe(true);
  });

  it('offers nothing from an inactive program', () => {
    const off = { loyalty_program: { ...loyalty.loyalty_program, active: false } };
    expect(rewardChoices(off, 1000)).toEqual([]);
    expect(rewardChoices(null, 1000)).toEqual([]);
  });
});

describe('settleReward', () => {
  it('takes the spent points off the device balance and forgets the choice', () => {
    app.loyalty = hold(loyalty);
    app.client = hold(client);
    checkout.client = app.client;
    chooseReward('r-100');
    settleReward({ discounts: [fidelity], client_id: 'cl-1' });
    expect(app.client.available_points).toBe(30);
    expect(checkout.client.available_points).toBe(30);
    expect(rewards.chosenId).toBeNull();
  });

  it('spends nothing when the placed order carried no reward', () => {
    app.loyalty = hold(loyalty);
    app.client = hold(client);
    chooseReward('r-100');
    settleReward({ discounts: [], client_id: 'cl-1' });
    expect(app.client.available_points).toBe(130);
    expect(rewards.chosenId).toBeNull();
    expect(rewardOn({ discounts: [fidelity] })).toEqual(fidelity);
  });
});
