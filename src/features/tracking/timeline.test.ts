// §2.6 / §4.1: the timeline's steps per service type and where the order is on it.
import { describe, expect, it } from 'vitest';
import { currentStepIndex, timeline, timelineStepIds } from './timeline';

describe('timelineStepIds', () => {
  it('includes the driver steps only for delivery', () => {
    expect(timelineStepIds('DELIVERY')).toEqual([
      'received',
      'preparing',
      'ready',
      'onTheWay',
      'arrived',
      'delivered',
      'finalized',
    ]);
    for (const service of ['TABLE', 'ONSITE', 'TAKEAWAY'] as const) {
      expect(timelineStepIds(service)).toEqual([
        'received',
        'preparing',
        'ready',
        'delivered',
        'finalized',
      ]);
    }
  });
});

describe('currentStepIndex', () => {
  it.each([
    ['INITIATED', 'TABLE', 0],
    ['PENDING', 'TABLE', 0],
    [null, 'TABLE', 0],
    ['SOMETHING_NEW', 'TAKEAWAY', 0],
    ['PREPARING', 'TAKEAWAY', 1],
    ['READY', 'DELIVERY', 2],
    ['DRIVER_ON_THE_WAY_TO_DESTINATION', 'DELIVERY', 3],
    ['DRIVER_ARRIVED_AT_DESTINATION', 'DELIVERY', 4],
    ['DELIVERED', 'DELIVERY', 5],
    ['FINALIZED', 'DELIVERY', 6],
    ['DELIVERED', 'ONSITE', 3],
    ['FINALIZED', 'ONSITE', 4],
    ['DRIVER_ARRIVED_AT_DESTINATION', 'TABLE', 2],
    ['CANCELLED', 'DELIVERY', -1],
  ] as const)('%s on %s is step %i', (status, service, index) => {
    expect(currentStepIndex(status, service)).toBe(index);
  });
});

describe('timeline', () => {
  it('marks earlier steps done, the current one current, later ones upcoming', () => {
    expect(timeline('READY', 'TAKEAWAY').map((s) => s.state)).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
    ]);
  });

  it('counts every step done once FINALIZED', () => {
    expect(timeline('FINALIZED', 'DELIVERY').every((s) => s.state === 'done')).toBe(true);
  });

  it('has no current step when cancelled', () => {
    expect(timeline('CANCELLED', 'TABLE').every((s) => s.state === 'upcoming')).toBe(true);
  });
});
