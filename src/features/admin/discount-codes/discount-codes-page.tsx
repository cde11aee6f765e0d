import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { centsToDollars, dollarsToCents, formatCents } from '@shared/money';
import { DISCOUNT_CODE_MAX } from '@shared/schemas/shop-money';
import { api, errorMessageOf } from '@/lib/trpc';
import type { RouterOutputs } from '../shared/types';
import { AdminPageHeader } from '../shared/admin-page-header';
import { toastError, toastSuccess } from '../shared/admin-toasts';

type Code = RouterOutputs['admin']['discountCodes']['list'][number];

// Dates are typed as days: a code starts at the beginning of its first day and ends at the end of its last day,
// in the business's time zone (America/New_York's offset is taken from the browser here, where staff work in Atlanta).
function dayStart(day: string): Date | null {
  return day ? new Date(`${day}T00:00:00`) : null;
}
function dayAfter(day: string): Date | null {
  if (!day) return null;
  const start = new Date(`${day}T00:00:00`);
  start.setDate(start.getDate() + 1);
  return start;
}
function dayOf(date: Date | null, lastDay = false): string {
  if (!date) return '';
  const d = new Date(date);
  if (lastDay) d.setDate(d.getDate() - 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

type Draft = {
  id: string | null;
  code: string;
  kind: 'percent' | 'amount';
  value: string;
  minOrder: string;
  startDay: string;
  endDay: string;
  limit: string;
  isActive: boolean;
};
const EMPTY: Draft = { id: null, code: '', kind: 'percent', value: '', minOrder: '', startDay: '', endDay: '', limit: '', isActive: true };

function draftOf(code: Code): Draft {
  return {
    id: code.id,
    code: code.code,
    kind: code.kind,
    value: code.kind === 'percent' ? String(code.value) : centsToDollars(code.value),
    minOrder: code.minOrderCents ? centsToDollars(code.minOrderCents) : '',
    startDay: dayOf(code.startsAt),
    endDay: dayOf(code.endsAt, true),
    limit: code.usageLimit === null ? '' : String(code.usageLimit),
    isActive: code.isActive,
  };
}

function describe(code: Code): string {
  const off = code.kind === 'percent' ? `${code.value}% off` : `${formatCents(code.value)} off`;
  return code.minOrderCents ? `${off} orders from ${formatCents(code.minOrderCents)}` : off;
}

export function DiscountCodesPage() {
  const codes = api.admin.discountCodes.list.useQuery();
  const [draft, setDraft] = useState<Draft | null>(null);
  return (
    <div className="mx-auto max-w-5xl">
      <AdminPageHeader
        title="Discount codes"
        description="Codes buyers type at checkout: a percent or an amount off, from a minimum order, between dates, up to a number of uses. One code per order; a member gets the larger of their member discount and the code, never both."
      />
      <div className="mb-4 flex justify-end">
        <Button type="button" onClick={() => setDraft(EMPTY)}>
          New code
        </Button>
      </div>
      {draft ? <CodeForm draft={draft} onDone={() => setDraft(null)} /> : null}
      {codes.isPending ? (
        <Spinner label="Loading codes" />
      ) : codes.isError ? (
        <p role="alert">{errorMessageOf(codes.error)}</p>
      ) : codes.data.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center shadow-sm">No codes yet. Create one with New code.</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-candy-purple/15">
              <tr>
                <th scope="col" className="p-3">
                  Code
                </th>
                <th scope="col">Discount</th>
                <th scope="col">Dates</th>
                <th scope="col">Used</th>
                <th scope="col">State</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {codes.data.map((code) => (
                <tr key={code.id} className="border-b border-candy-purple/10" data-testid="code-row">
                  <td className="p-3 font-mono font-bold">{code.code}</td>
                  <td>{describe(code)}</td>
                  <td>
                    {dayOf(code.startsAt) || 'Any time'} – {dayOf(code.endsAt, true) || 'no end'}
                  </td>
                  <td className="tabular-nums">
                    {code.usedCount}
                    {code.usageLimit === null ? '' : ` of ${code.usageLimit}`}
                  </td>
                  <td>{code.isActive ? 'On' : 'Off'}</td>
                  <td className="p-2 text-right">
                    <Button type="button" size="sm" variant="outline" onClick={() => setDraft(draftOf(code))}>
                      Edit<span className="sr-only"> {code.code}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function CodeForm({ draft: initial, onDone }: { draft: Draft; onDone: () => void }) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const utils = api.useUtils();
  const done = async () => {
    toastSuccess('Code saved');
    await utils.admin.discountCodes.invalidate();
    onDone();
  };
  const create = api.admin.discountCodes.create.useMutation({ onSuccess: done, onError: (e) => toastError('Could not save the code', e) });
  const update = api.admin.discountCodes.update.useMutation({ onSuccess: done, onError: (e) => toastError('Could not save the code', e) });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.kind === 'percent' ? Number(draft.value) : dollarsToCents(draft.value);
    const minOrderCents = draft.minOrder.trim() ? dollarsToCents(draft.minOrder) : 0;
    if (value === null || !Number.isInteger(value) || value < 1)
      return setError(draft.kind === 'percent' ? 'Please enter a whole percent, 1 to 100.' : 'Please enter the amount off in dollars, e.g. 5.');
    if (minOrderCents === null) return setError('Please enter the minimum order in dollars, e.g. 25, or leave it empty.');
    const limit = draft.limit.trim() ? Number(draft.limit) : null;
    if (limit !== null && !Number.isInteger(limit)) return setError('Please enter the usage limit as a whole number, or leave it empty.');
    setError(null);
    const code = {
      code: draft.code,
      kind: draft.kind,
      value,
      minOrderCents,
      startsAt: dayStart(draft.startDay),
      endsAt: dayAfter(draft.endDay),
      usageLimit: limit,
      isActive: draft.isActive,
    };
    if (draft.id) update.mutate({ id: draft.id, code });
    else create.mutate(code);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={draft.id ? `Edit code ${initial.code}` : 'New code'}
      className="mb-6 space-y-4 rounded-2xl bg-white p-5 shadow-sm"
    >
      <h2 className="text-lg font-bold">{draft.id ? `Edit ${initial.code}` : 'New code'}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Code" hint="Letters, digits, - and _ (3 to 30); buyers type it in any case.">
          <Input value={draft.code} onChange={(e) => set('code', e.target.value.toUpperCase())} maxLength={DISCOUNT_CODE_MAX} required />
        </Field>
        <fieldset>
          <legend className="mb-1.5 text-sm font-bold">Kind</legend>
          <div className="flex gap-4 pt-2">
            <label className="flex items-center gap-2">
              <input type="radio" name="kind" checked={draft.kind === 'percent'} onChange={() => set('kind', 'percent')} /> Percent off
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="kind" checked={draft.kind === 'amount'} onChange={() => set('kind', 'amount')} /> Amount off
            </label>
          </div>
        </fieldset>
        <Field label={draft.kind === 'percent' ? 'Percent off' : 'Amount off ($)'}>
          <Input value={draft.value} onChange={(e) => set('value', e.target.value)} inputMode="decimal" required />
        </Field>
        <Field label="Minimum order ($, before discounts)" hint="Empty: any order.">
          <Input value={draft.minOrder} onChange={(e) => set('minOrder', e.target.value)} inputMode="decimal" />
        </Field>
        <Field label="First day" hint="Empty: from now.">
          <Input type="date" value={draft.startDay} onChange={(e) => set('startDay', e.target.value)} />
        </Field>
        <Field label="Last day" hint="Empty: no end.">
          <Input type="date" value={draft.endDay} onChange={(e) => set('endDay', e.target.value)} />
        </Field>
        <Field label="Usage limit (orders in total)" hint="Empty: no limit. Uses of cancelled or expired orders come back.">
          <Input value={draft.limit} onChange={(e) => set('limit', e.target.value)} inputMode="numeric" />
        </Field>
        <label className="flex items-center gap-2 self-end pb-2 font-bold">
          <input type="checkbox" checked={draft.isActive} onChange={(e) => set('isActive', e.target.checked)} className="size-5" /> On (buyers can use it)
        </label>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex gap-3">
        <Button type="submit" disabled={create.isPending || update.isPending}>
          Save code
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
