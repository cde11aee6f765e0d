import { describe, expect, it } from 'vitest';
import { STAND_MOVED_MESSAGE, startingSnapshot, type StampedCommand } from '../engine/replay';
import { VerifiedPlaySync, type BatchAnswer, type BatchPayload, type CallResult, type SessionStart } from './progress-sync';

const ok = (credited = { coins: 0, score: 0, customersServed: 0 }, ids: string[] = []): CallResult<BatchAnswer> => ({
  ok: true,
  value: { duplicate: false, credited, newAchievements: ids.map((id) => ({ id, icon: '*', name: id, description: id })) },
});

function setup(answers: CallResult<BatchAnswer>[] = []) {
  const sent: { payload: BatchPayload; keepalive: boolean }[] = [];
  const begun: SessionStart[] = [];
  const events: string[] = [];
  const game = { step: 0, commands: [] as StampedCommand[] };
  let sessions = 0;
  let time = 1_000_000;
  let release: (() => void) | null = null;
  let hold = false;
  let startFails = false;
  /** What the game heard of each start, in order. */
  const starts: string[] = [];
  const sync = new VerifiedPlaySync({
    game: {
      verifiedSessionStarting: () => starts.push('starting'),
      verifiedSessionStartSettled: () => starts.push('settled'),
      beginVerifiedSession: (start) => {
        starts.push('begun');
        begun.push(start);
        game.step = 0;
        game.commands = [];
      },
      cutBatch: () => {
        const commands = game.commands;
        game.commands = [];
        return { toStep: game.step, commands, fingerprint: `fp-${game.step}` };
      },
    },
    server: {
      start: async () => {
        starts.push('asked');
        if (startFails) return { ok: false, status: 0 };
        sessions += 1;
        return { ok: true, value: { sessionId: `session-${sessions}`, seed: 100 + sessions, snapshot: startingSnapshot(), verifiedCoins: 0 } };
      },
      submit: async (payload, { keepalive }) => {
        sent.push({ payload, keepalive });
        if (hold) await new Promise<void>((resolve) => (release = resolve));
        return answers.shift() ?? ok();
      },
      pageView: async () => ({ ok: true, value: { viewId: null } }),
    },
    notify: {
      saved: (c) => events.push(`saved ${c.coins}/${c.score}/${c.customersServed}`),
      achievements: (list) => events.push(`achievements ${list.map((a) => a.id).join(',')}`),
      failed: () => events.push('failed'),
      refused: (message) => events.push(`refused ${message}`),
      moved: (message) => events.push(`moved ${message}`),
    },
    now: () => time,
  });
  const play = (steps: number, ...types: ('spin' | 'serve')[]) => {
    for (const type of types) game.commands.push({ step: game.step, command: { type } });
    game.step += steps;
  };
  return {
    sync,
    sent,
    begun,
    events,
    starts,
    failStart: () => {
      startFails = true;
    },
    play,
    advance: (ms: number) => {
      time += ms;
    },
    holdAnswers: () => {
      hold = true;
    },
    releaseAnswer: () => {
      hold = false;
      release?.();
    },
  };
}

describe('VerifiedPlaySync', () => {
  it('starts the game at the server’s stand and sends numbered batches of stamped commands', async () => {
    const { sync, sent, begun, play } = setup();
    await sync.start();
    expect(begun.map((b) => b.seed)).toEqual([101]);
    await sync.tick();
    expect(sent).toHaveLength(0);
    play(1200, 'spin');
    await sync.tick();
    play(1200, 'serve');
    await sync.tick();
    expect(sent.map((s) => s.payload)).toEqual([
      { sessionId: 'session-1', batch: 1, toStep: 1200, commands: [{ step: 0, command: { type: 'spin' } }], fingerprint: 'fp-1200' },
      { sessionId: 'session-1', batch: 2, toStep: 2400, commands: [{ step: 1200, command: { type: 'serve' } }], fingerprint: 'fp-2400' },
    ]);
  });

  it('tells the game a session is starting before the server is asked, and that the start is over once it begun or failed', async () => {
    const { sync, starts, events, failStart } = setup();
    await sync.start();
    expect(starts).toEqual(['starting', 'asked', 'begun', 'settled']);
    starts.length = 0;
    failStart();
    await sync.start();
    // No session: the game is told the start is over all the same, so the player's held actions are applied.
    expect(starts).toEqual(['starting', 'asked', 'settled']);
    expect(events).toEqual(['failed']);
  });

  it('sends an unanswered batch again with the same number and content, and only then what was played since', async () => {
    const { sync, sent, events, play } = setup([
      { ok: false, status: 0 },
      { ok: false, status: 503 },
    ]);
    await sync.start();
    play(100, 'spin');
    await sync.tick();
    play(100, 'serve');
    await sync.tick();
    await sync.tick();
    await sync.tick();
    expect(sent.map((s) => s.payload.batch)).toEqual([1, 1, 1, 2]);
    expect(sent[2]!.payload).toEqual(sent[0]!.payload);
    expect(sent[3]!.payload).toMatchObject({ batch: 2, toStep: 200, commands: [{ step: 100, command: { type: 'serve' } }] });
    expect(events).toEqual(['failed', 'failed']);
  });

  it('on a refusal shows the server’s message and starts again from the server’s saved stand', async () => {
    const message = "This play couldn't be verified, so it wasn't saved. Your game is back to your last saved progress.";
    const { sync, sent, begun, events, play } = setup([{ ok: false, status: 409, message }]);
    await sync.start();
    play(100, 'spin');
    await sync.tick();
    expect(events).toEqual([`refused ${message}`]);
    expect(begun.map((b) => b.sessionId)).toEqual(['session-1', 'session-2']);
    play(50, 'serve');
    await sync.tick();
    expect(sent.at(-1)!.payload).toMatchObject({ sessionId: 'session-2', batch: 1, toStep: 50 });
  });

  it('when another tab saved the stand meanwhile, says so calmly and carries on from the saved stand', async () => {
    const { sync, begun, events, play } = setup([{ ok: false, status: 409, message: STAND_MOVED_MESSAGE }]);
    await sync.start();
    play(100, 'spin');
    await sync.tick();
    expect(events).toEqual([`moved ${STAND_MOVED_MESSAGE}`]);
    expect(begun.map((b) => b.sessionId)).toEqual(['session-1', 'session-2']);
  });

  it('shows the saved toast only for credited progress and at most once per 30 s, and reports achievements', async () => {
    const { sync, events, play, advance } = setup([
      ok({ coins: 0, score: 0, customersServed: 0 }),
      ok({ coins: 4, score: 12, customersServed: 2 }, ['first-sale']),
      ok({ coins: 3, score: 9, customersServed: 1 }),
      ok({ coins: 1, score: 2, customersServed: 1 }),
    ]);
    await sync.start();
    for (let i = 0; i < 4; i += 1) {
      play(10);
      advance(i === 3 ? 30_000 : 10_000);
      await sync.tick();
    }
    expect(events).toEqual(['saved 4/12/2', 'achievements first-sale', 'saved 1/2/1']);
  });

  it('keeps one batch on its way at a time: a flush during a send goes right after it, with keepalive', async () => {
    const { sync, sent, play, holdAnswers, releaseAnswer } = setup();
    await sync.start();
    play(10, 'spin');
    holdAnswers();
    const first = sync.tick();
    play(10, 'serve');
    const flushed = sync.flush();
    await Promise.resolve();
    expect(sent).toHaveLength(1);
    releaseAnswer();
    await first;
    await flushed;
    expect(sent.map((s) => [s.payload.batch, s.keepalive])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('sends nothing after stop', async () => {
    const { sync, sent, play } = setup();
    await sync.start();
    play(10, 'spin');
    sync.stop();
    await sync.flush();
    expect(sent).toHaveLength(0);
  });

  it('on close sends what was played once more, and a refusal then starts nothing and says nothing (the stand went into the account)', async () => {
    const { sync, sent, begun, events, play } = setup([{ ok: false, status: 409, message: 'refused' }]);
    await sync.start();
    play(40, 'spin');
    await sync.close();
    expect(sent.map((s) => s.keepalive)).toEqual([true]);
    expect(events).toEqual([]);
    expect(begun).toHaveLength(1);
    play(10, 'serve');
    await sync.tick();
    expect(sent).toHaveLength(1);
  });
});
