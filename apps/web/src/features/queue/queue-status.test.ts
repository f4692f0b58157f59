import type { QueuePositionView } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { isFinalStatus, queueStatusTexts } from './queue-status';

const view = (extra: Partial<QueuePositionView> = {}): QueuePositionView => ({
  reference: '004',
  name: 'Ada',
  guestNum: 2,
  status: 'waiting',
  position: 3,
  partiesAhead: 2,
  waitingMinutes: 20,
  restaurantName: 'Golden Dragon',
  ...extra,
});

describe('queueStatusTexts', () => {
  it('tells a waiting party its place, the parties ahead and the minutes', () => {
    expect(queueStatusTexts(view())).toEqual({
      title: 'joinedTitle',
      lines: [
        { key: 'position', params: { position: 3 } },
        { key: 'partiesAhead', params: { count: 2 } },
        { key: 'waitingMinutes', params: { minutes: 20 } },
      ],
    });
  });

  it('tells the first party it is next with no wait', () => {
    expect(queueStatusTexts(view({ position: 1, partiesAhead: 0, waitingMinutes: 0 })).lines).toEqual([
      { key: 'position', params: { position: 1 } },
      { key: 'next' },
      { key: 'waitingNone' },
    ]);
  });

  it('has one message for called, seated and removed', () => {
    expect(queueStatusTexts(view({ status: 'called' }))).toEqual({
      title: 'calledTitle',
      lines: [{ key: 'called' }],
    });
    expect(queueStatusTexts(view({ status: 'seated', position: null })).title).toBe('seatedTitle');
    expect(queueStatusTexts(view({ status: 'removed', position: null })).lines).toEqual([{ key: 'removed' }]);
  });

  it('counts seated and removed as final', () => {
    expect(['waiting', 'called', 'seated', 'removed'].map((s) => isFinalStatus(s as never))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});
