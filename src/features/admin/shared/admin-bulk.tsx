import { useEffect, useState } from 'react';
import type { AdminBulkAction } from '@shared/schemas/values';
import { Button } from '@/components/ui/button';
import type { AdminColumn } from './admin-table';
import { ConfirmDialog } from './confirm-dialog';

// Ticking rows of a list page and acting on them at once. The selection is of the rows on the page shown: it is
// cleared when the page, search, filter or sort changes, so an action never reaches rows staff cannot see.

export function useRowSelection(pageKey: string) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setSelected(new Set()), [pageKey]);
  return {
    selected,
    toggle: (id: string, on: boolean) =>
      setSelected((prev) => {
        const next = new Set(prev);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    setAll: (ids: string[], on: boolean) => setSelected(on ? new Set(ids) : new Set()),
    clear: () => setSelected(new Set()),
  };
}

export type RowSelection = ReturnType<typeof useRowSelection>;

const BOX = 'size-5 cursor-pointer accent-candy-purple-dark';

/** The first column of a list with bulk actions: a box per row, and one in the header for the whole page. */
export function selectColumn<Row>(
  selection: RowSelection,
  rows: Row[] | undefined,
  rowKey: (row: Row) => string,
  rowName: (row: Row) => string,
): AdminColumn<Row> {
  const ids = (rows ?? []).map(rowKey);
  const all = ids.length > 0 && ids.every((id) => selection.selected.has(id));
  return {
    key: 'select',
    label: 'Select',
    className: 'w-10',
    header: (
      <input
        type="checkbox"
        // A phone lays rows out as cards with the header hidden: its own box sits above them (AdminBulkBar).
        className={`${BOX} max-md:hidden`}
        aria-label="Select every row on this page"
        checked={all}
        disabled={ids.length === 0}
        onChange={(event) => selection.setAll(ids, event.target.checked)}
      />
    ),
    cell: (row) => (
      <input
        type="checkbox"
        className={BOX}
        aria-label={`Select ${rowName(row)}`}
        checked={selection.selected.has(rowKey(row))}
        onChange={(event) => selection.toggle(rowKey(row), event.target.checked)}
      />
    ),
  };
}

/**
 * What can be done to the ticked rows, shown while any are ticked. Delete asks once, naming how many; publishing
 * and unpublishing run at once (each can be undone by the other).
 */
export function AdminBulkBar({
  selection,
  pageIds,
  noun,
  labels,
  pending,
  onRun,
}: {
  selection: RowSelection;
  /** The rows on the page shown: a phone has no table header, so its "select all" box is here. */
  pageIds: string[];
  noun: [singular: string, plural: string];
  /** The words for showing and hiding on this list ("Publish" / "Unpublish", "Activate" / "Deactivate"). */
  labels: { publish: string; unpublish: string };
  pending: boolean;
  onRun: (action: AdminBulkAction, ids: string[]) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const count = selection.selected.size;
  // The dialog closes when the rows it asked about are gone (the action succeeded and the selection was cleared).
  useEffect(() => {
    if (count === 0) setConfirming(false);
  }, [count]);
  const ids = [...selection.selected];
  const what = `${count} ${count === 1 ? noun[0] : noun[1]}`;
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selection.selected.has(id));
  const pageBox = (
    <label className="flex items-center gap-2 font-bold md:hidden">
      <input
        type="checkbox"
        className={BOX}
        checked={allOnPage}
        disabled={pageIds.length === 0}
        onChange={(event) => selection.setAll(pageIds, event.target.checked)}
      />
      Select all on this page
    </label>
  );
  if (count === 0 && !confirming) return pageIds.length > 0 ? <div className="mb-3 px-1 text-sm md:hidden">{pageBox}</div> : null;
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="mb-3 flex flex-wrap items-center gap-2 rounded-2xl border border-candy-purple/20 bg-candy-purple/5 px-4 py-2 text-sm"
    >
      {pageBox}
      <p className="font-bold" aria-live="polite">
        {what} selected
      </p>
      <Button size="sm" variant="outline" disabled={pending} onClick={() => onRun('publish', ids)}>
        {labels.publish}
      </Button>
      <Button size="sm" variant="outline" disabled={pending} onClick={() => onRun('unpublish', ids)}>
        {labels.unpublish}
      </Button>
      <Button size="sm" variant="outline" className="text-red-700 hover:bg-red-50" disabled={pending} onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <Button size="sm" variant="ghost" disabled={pending} onClick={selection.clear}>
        Clear selection
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => (open ? undefined : setConfirming(false))}
        title={`Delete ${what}?`}
        description={`The ${what} you ticked will be deleted. This cannot be undone.`}
        confirmLabel={`Delete ${what}`}
        pending={pending}
        onConfirm={() => onRun('delete', ids)}
      />
    </div>
  );
}

const DONE: Record<AdminBulkAction, string> = { publish: 'shown', unpublish: 'hidden', delete: 'deleted' };

/** "3 events deleted", "No products changed" (every ticked row was already so). */
export function bulkDoneMessage(action: AdminBulkAction, changed: number, noun: [singular: string, plural: string]): string {
  if (changed === 0) return `No ${noun[1]} changed: they were already ${DONE[action]}.`;
  return `${changed} ${changed === 1 ? noun[0] : noun[1]} ${DONE[action]}.`;
}
