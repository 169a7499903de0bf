// §4.8 redemption on the device (issue [16/21] item 1): which rewards can be chosen, and the
// balance the device shows once a placed order spent a reward's points.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyDiscount } from '../../api/orders';
import { ApiError } from '../../api/errors';
import type { Client, LoyaltySettings, OrderDiscount } from '../../domain/types';
import { app, hold } from '../app';
import { checkout } from '../checkout/store';
import type { Order } from '../../domain/types';
import { applyReward, chooseReward, rewardChoices, rewardOn, rewards, settleReward } from './index';

vi.mock('../../api/orders', () => ({
  applyDiscount: vi.fn(),
  newIdempotencyKey: () => 'key-1',
}));

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
  vi.mocked(applyDiscount).mockReset();
  checkout.createdOrder = null;
  app.companyId = null;
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

describe('applyReward', () => {
  const draft = (id: string) => hold({ id, client_id: null, discounts: [] } as unknown as Order);

  it('needs a connection: an order priced offline takes no reward', async () => {
    app.companyId = 'company-1';
    checkout.createdOrder = draft('local-123');
    chooseReward('r-100');
    await expect(applyReward('r-100')).rejects.toThrow('offline.needsConnection');
    expect(applyDiscount).not.toHaveBeenCalled();
    // The choice stays for when the summary is back online.
    expect(rewards.chosenId).toBe('r-100');
  });

  it('forgets a reward that is gone, and passes the refusal on', async () => {
    app.companyId = 'company-1';
    app.client = hold(client);
    checkout.createdOrder = draft('order-1');
    chooseReward('r-100');
    const body = { message: 'Unknown loyalty reward', code: 'reward_unknown' };
    vi.mocked(applyDiscount).mockRejectedValue(
      new ApiError({ status: 422, message: body.message, method: 'POST', url: '/x', body }),
    );
    await expect(applyReward('r-100')).rejects.toBeInstanceOf(ApiError);
    expect(rewards.chosenId).toBeNull();
    expect(vi.mocked(applyDiscount).mock.calls[0]?.[1]).toEqual({
      order_id: 'order-1',
      reward_id: 'r-100',
      client_id: 'cl-1',
    });
  });

  it('takes the reward off with reward_id null and shows the server’s order', async () => {
    app.companyId = 'company-1';
    checkout.createdOrder = draft('order-2');
    const priced = { id: 'order-2', discounts: [], total: 999 } as unknown as Order;
    vi.mocked(applyDiscount).mockResolvedValue(priced);
    await applyReward(null);
    expect(vi.mocked(applyDiscount).mock.calls[0]?.[1]).toEqual({
      order_id: 'order-2',
      reward_id: null,
    });
    expect(checkout.createdOrder?.total).toBe(999);
  });
});
