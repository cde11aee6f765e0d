import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { wireFormat } from './wire-format';

const roundTrip = (value: unknown) => wireFormat.deserialize(JSON.parse(JSON.stringify(wireFormat.serialize(value))));

describe('wireFormat', () => {
  it('brings Dates back as Dates, at any depth and at the top', () => {
    const at = new Date('2026-11-21T19:40:00.000Z');
    const value = { order: { createdAt: at, lines: [{ at }, { at: null }] }, 'a.b': at, n: 1, s: 'x', ok: true };
    const back = roundTrip(value) as typeof value;
    expect(back.order.createdAt).toBeInstanceOf(Date);
    expect(back.order.createdAt.getTime()).toBe(at.getTime());
    expect(back.order.lines[0]!.at).toBeInstanceOf(Date);
    expect(back.order.lines[1]!.at).toBeNull();
    expect(back['a.b']).toBeInstanceOf(Date);
    expect(back).toMatchObject({ n: 1, s: 'x', ok: true });
    expect(roundTrip(at)).toEqual(at);
  });

  it('keeps a missing input missing (not null), as superjson does', () => {
    expect(roundTrip(undefined)).toBeUndefined();
    expect(wireFormat.deserialize(superjson.serialize(undefined))).toBeUndefined();
    expect(superjson.deserialize(wireFormat.serialize(undefined) as Parameters<typeof superjson.deserialize>[0])).toBeUndefined();
    expect(wireFormat.deserialize({})).toBeUndefined();
    expect(roundTrip(null)).toBeNull();
  });

  it('drops undefined object values and keeps array positions', () => {
    expect(roundTrip({ a: undefined, b: [undefined, 2] })).toEqual({ b: [null, 2] });
  });

  it('reads hand-written { json } bodies and agrees with superjson on Dates', () => {
    expect(wireFormat.deserialize({ json: { email: 'a@example.com' } })).toEqual({ email: 'a@example.com' });
    const value = { list: [{ when: new Date('2026-01-02T03:04:05.000Z') }], top: { 'x.y': new Date(0) } };
    expect(wireFormat.deserialize(superjson.serialize(value))).toEqual(value);
    expect(superjson.deserialize(wireFormat.serialize(value) as Parameters<typeof superjson.deserialize>[0])).toEqual(value);
  });
});
