import { describe, expect, it } from 'vitest';
import { ProgressSync, type SendResult, type SyncPayload, type SyncTotals } from './progress-sync';

function setup(options: { answers?: SendResult[] } = {}) {
  const totals: SyncTotals = { coins: 0, score: 0, customersServed: 0, satisfaction: 0 };
  const sent: { payload: SyncPayload; keepalive: boolean }[] = [];
  const answers = [...(options.answers ?? [])];
  const events: string[] = [];
  let time = 1_000_000;
  let ids = 0;
  const sync = new ProgressSync({
    getTotals: () => ({ ...totals }),
    transport: async (payload, { keepalive }) => {
      sent.push({ payload, keepalive });
      return answers.shift() ?? { ok: true, answer: { duplicate: false, newAchievements: [] } };
    },
    notify: {
      saved: (d) => events.push(`saved ${d.coins}/${d.score}/${d.customersServed}`),
      achievements: (list) => events.push(`achievements ${list.map((a) => a.id).join(',')}`),
      failed: () => events.push('failed'),
    },
    now: () => time,
    newId: () => `id-${(ids += 1)}`,
  });
  return {
    sync,
    totals,
    sent,
    events,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

const earn = (totals: SyncTotals, coins: number, score: number, customers: number, satisfaction = 0) => {
  totals.coins += coins;
  totals.score += score;
  totals.customersServed += customers;
  totals.satisfaction = (totals.satisfaction ?? 0) + satisfaction;
};

describe('ProgressSync', () => {
  it('sends nothing when nothing was earned, or too little for the spec’s thresholds', async () => {
    const { sync, totals, sent } = setup();
    await sync.tick();
    earn(totals, 4, 9, 0);
    await sync.tick();
    expect(sent).toHaveLength(0);
    earn(totals, 1, 0, 0);
    await sync.tick();
    expect(sent.map((s) => s.payload)).toEqual([{ deltaId: 'id-1', coins: 5, score: 9, customersServed: 0, satisfaction: 0, elapsedMs: 0 }]);
  });

  it('sends the difference from the last accepted totals, with the time it covers and the satisfaction of its customers', async () => {
    const { sync, totals, sent, events, advance } = setup();
    earn(totals, 6, 20, 2, 15);
    advance(30_000);
    await sync.tick();
    earn(totals, 3, 12, 1, 8);
    advance(30_000);
    await sync.tick();
    expect(sent.map((s) => s.payload)).toEqual([
      { deltaId: 'id-1', coins: 6, score: 20, customersServed: 2, satisfaction: 15, elapsedMs: 30_000 },
      { deltaId: 'id-2', coins: 3, score: 12, customersServed: 1, satisfaction: 8, elapsedMs: 30_000 },
    ]);
    expect(events).toEqual(['saved 6/20/2', 'saved 3/12/1']);
  });

  it('counts only play after it started (a guest’s earlier coins are not the member’s)', async () => {
    const { totals } = setup();
    earn(totals, 50, 100, 10);
    const later = new ProgressSync({
      getTotals: () => ({ ...totals }),
      transport: async () => ({ ok: true, answer: { duplicate: false, newAchievements: [] } }),
      notify: { saved: () => {}, achievements: () => {}, failed: () => {} },
    });
    earn(totals, 1, 1, 0);
    await later.tick();
    expect(later.pendingCount).toBe(0);
  });

  it('shows the saved toast at most once per 30 s', async () => {
    const { sync, totals, events, advance } = setup();
    for (let i = 0; i < 4; i += 1) {
      earn(totals, 5, 10, 1);
      advance(10_000);
      await sync.tick();
    }
    // Sends at 10 s, 20 s, 30 s and 40 s; toasts at the first and at the first one 30 s later.
    expect(events).toEqual(['saved 5/10/1', 'saved 5/10/1']);
  });

  it('resends an unanswered delta with the same id and numbers, then sends what came after', async () => {
    const { sync, totals, sent, events } = setup({ answers: [{ ok: false, status: 0 }] });
    earn(totals, 5, 10, 1);
    await sync.tick();
    earn(totals, 2, 30, 0);
    await sync.tick();
    expect(sent.map((s) => [s.payload.deltaId, s.payload.coins, s.payload.score])).toEqual([
      ['id-1', 5, 10],
      ['id-1', 5, 10],
      ['id-2', 2, 30],
    ]);
    expect(events[0]).toBe('failed');
    expect(sync.pendingCount).toBe(0);
  });

  it('drops a delta the server refuses for good, so later progress still saves', async () => {
    const { sync, totals, sent, events } = setup({ answers: [{ ok: false, status: 400 }] });
    earn(totals, 500, 10, 1);
    await sync.tick();
    earn(totals, 5, 10, 1);
    await sync.tick();
    expect(sent.map((s) => [s.payload.deltaId, s.payload.coins])).toEqual([
      ['id-1', 500],
      ['id-2', 5],
    ]);
    expect(events).toEqual(['failed', 'saved 5/10/1']);
  });

  it('keeps a rate-limited delta for the next try', async () => {
    const { sync, totals, sent } = setup({ answers: [{ ok: false, status: 429 }] });
    earn(totals, 5, 10, 1);
    await sync.tick();
    expect(sync.pendingCount).toBe(1);
    await sync.tick();
    expect(sent.map((s) => s.payload.deltaId)).toEqual(['id-1', 'id-1']);
    expect(sync.pendingCount).toBe(0);
  });

  it('reports new achievements', async () => {
    const { sync, totals, events } = setup({
      answers: [{ ok: true, answer: { duplicate: false, newAchievements: [{ id: 'first-sale', icon: '🍭', name: 'First Sale', description: '' }] } }],
    });
    earn(totals, 1, 5, 1);
    await sync.tick();
    expect(events).toEqual(['saved 1/5/1', 'achievements first-sale']);
  });

  it('flushes any progress at all with keepalive, including what was not answered yet', async () => {
    const { sync, totals, sent } = setup({ answers: [{ ok: false, status: 503 }] });
    earn(totals, 5, 10, 1);
    await sync.tick();
    earn(totals, 1, 0, 0);
    await sync.flush();
    expect(sent.slice(1).map((s) => [s.payload.deltaId, s.payload.coins, s.keepalive])).toEqual([
      ['id-1', 5, true],
      ['id-2', 1, true],
    ]);
    await sync.flush();
    expect(sent).toHaveLength(3);
  });

  it('never sends negative numbers, even if the game’s counters go back', async () => {
    const { sync, totals, sent } = setup();
    earn(totals, 10, 20, 2);
    await sync.tick();
    totals.coins = 0;
    totals.score = 25;
    await sync.flush();
    expect(sent[1]!.payload).toMatchObject({ coins: 0, score: 5, customersServed: 0 });
  });

  it('stops sending once stopped', async () => {
    const { sync, totals, sent } = setup();
    sync.stop();
    earn(totals, 10, 20, 2);
    await sync.tick();
    await sync.flush();
    expect(sent).toHaveLength(0);
  });
});
