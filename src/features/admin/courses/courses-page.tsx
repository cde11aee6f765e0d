import { DIFFICULTY_LEVELS } from '@shared/schemas/values';
import { Link } from '@tanstack/react-router';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { api, errorMessageOf } from '@/lib/trpc';
import type { RouterOutputs } from '../shared/types';
import { AdminBadge } from '../shared/admin-badge';
import { AdminPageHeader } from '../shared/admin-page-header';
import { AdminTable, type AdminColumn } from '../shared/admin-table';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { EditDeleteActions } from '../shared/form-controls';
import { CourseFormDialog } from './course-form-dialog';
import { useNavigate } from '@tanstack/react-router';
import { keepPreviousData } from '@tanstack/react-query';
import { AdminListToolbar, AdminPager, type ListState } from '../shared/admin-list-controls';
import { AdminBulkBar, bulkDoneMessage, selectColumn, useRowSelection } from '../shared/admin-bulk';
import { type CoursesSearch } from './courses-search';
import { adminListInput } from '@/features/admin/shared/list-input';
import { VISIBILITY_OPTIONS } from '../shared/visibility-options';

export type AdminCourse = RouterOutputs['admin']['courses']['list']['items'][number];

const DIFFICULTY_BADGE = { beginner: 'success', intermediate: 'warning', advanced: 'destructive' } as const;

const SORT_OPTIONS = [
  { value: 'order', label: 'Catalogue order' },
  { value: 'title', label: 'Title' },
  { value: 'createdAt', label: 'Added' },
] as const;
const LEVEL_OPTIONS = DIFFICULTY_LEVELS.map((level) => ({ value: level, label: level[0]!.toUpperCase() + level.slice(1) }));

export function CoursesPage({ search }: { search: CoursesSearch }) {
  const navigate = useNavigate({ from: '/admin/courses' });
  const change = (patch: Partial<ListState>) => void navigate({ search: (prev) => ({ ...prev, ...patch }) as CoursesSearch });
  const courses = api.admin.courses.list.useQuery(adminListInput(search), { placeholderData: keepPreviousData });
  const selection = useRowSelection(JSON.stringify(search));
  const utils = api.useUtils();
  const bulk = api.admin.courses.bulk.useMutation({
    onSuccess: async (result, input) => {
      toastSuccess(bulkDoneMessage(input.action, result.changed, ['course', 'courses']));
      selection.clear();
      await Promise.all([utils.admin.courses.invalidate(), utils.admin.lessons.invalidate(), utils.admin.dashboard.invalidate()]);
    },
    onError: (error) => toastError('The bulk action failed', error),
  });
  // null: closed; 'new': create mode; a course: edit mode.
  const [editing, setEditing] = useState<AdminCourse | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCourse | null>(null);

  const remove = api.admin.courses.delete.useMutation({
    onSuccess: async () => {
      toastSuccess('Course deleted successfully!');
      setDeleting(null);
      await Promise.all([utils.admin.courses.invalidate(), utils.admin.lessons.invalidate(), utils.admin.dashboard.invalidate()]);
    },
    onError: (error) => toastError('Error deleting course', error),
  });

  const columns: AdminColumn<AdminCourse>[] = [
    selectColumn(
      selection,
      courses.data?.items,
      (c) => c.id,
      (c) => c.title,
    ),
    { key: 'order', header: '#', className: 'w-12 text-ink/70', cell: (c) => c.orderIndex },
    {
      key: 'title',
      header: 'Title',
      cell: (c) => (
        <div className="min-w-0">
          <Link to="/admin/courses/$courseId" params={{ courseId: c.id }} className="font-bold hover:text-candy-pink-dark hover:underline">
            {c.title}
          </Link>
          {c.description ? <p className="line-clamp-1 max-w-md text-ink/70">{c.description}</p> : null}
        </div>
      ),
    },
    {
      key: 'difficulty',
      header: 'Difficulty',
      cell: (c) => (
        <AdminBadge variant={DIFFICULTY_BADGE[c.difficultyLevel]} className="capitalize">
          {c.difficultyLevel}
        </AdminBadge>
      ),
    },
    { key: 'duration', header: 'Duration', cell: (c) => `${c.estimatedDuration} min` },
    { key: 'lessons', header: 'Lessons', className: 'text-center', cell: (c) => c.lessonCount },
    {
      key: 'enrollments',
      header: 'Enrollments',
      className: 'text-center',
      cell: (c) => (
        <Link
          to="/admin/courses/$courseId"
          params={{ courseId: c.id }}
          className="font-bold text-candy-purple-dark hover:underline"
          aria-label={`${c.enrollmentCount} learners of ${c.title}`}
        >
          {c.enrollmentCount}
        </Link>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (c) => <AdminBadge variant={c.isPublished ? 'success' : 'muted'}>{c.isPublished ? 'Published' : 'Draft'}</AdminBadge>,
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'text-right',
      cell: (c) => <EditDeleteActions name={c.title} onEdit={() => setEditing(c)} onDelete={() => setDeleting(c)} />,
    },
  ];

  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader
        title="Courses"
        description="Academy courses, their lessons and who enrolled. New courses start as drafts."
        actions={
          <Button onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden="true" />
            Add Course
          </Button>
        }
      />
      <AdminListToolbar
        state={search}
        onChange={change}
        searchLabel="Search courses"
        searchPlaceholder="Title"
        filters={[
          { name: 'status', label: 'Status', value: search.status, options: VISIBILITY_OPTIONS, allLabel: 'Any status' },
          { name: 'level', label: 'Level', value: search.level, options: LEVEL_OPTIONS, allLabel: 'Any level' },
        ]}
        sorts={SORT_OPTIONS}
        defaultSort={{ sort: 'order', dir: 'asc' }}
        total={courses.data?.total}
        noun={['course', 'courses']}
      />
      <AdminBulkBar
        selection={selection}
        pageIds={courses.data?.items.map((row) => row.id) ?? []}
        noun={['course', 'courses']}
        labels={{ publish: 'Publish', unpublish: 'Unpublish' }}
        pending={bulk.isPending}
        onRun={(action, ids) => bulk.mutate({ action, ids })}
      />
      <AdminTable
        caption="Courses"
        columns={columns}
        rows={courses.data?.items}
        rowKey={(c) => c.id}
        isLoading={courses.isPending}
        error={courses.isError ? errorMessageOf(courses.error) : null}
        loadingText="Loading courses..."
        emptyText={search.q || search.status || search.level ? 'No courses match' : 'No courses yet'}
      />
      <AdminPager page={search.page ?? 1} pageCount={courses.data?.pageCount ?? 1} onPage={(page) => change({ page: page > 1 ? page : undefined })} />
      <CourseFormDialog course={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete course?"
        description={
          deleting
            ? `Are you sure you want to delete "${deleting.title}"? Its ${deleting.lessonCount} lesson${deleting.lessonCount === 1 ? '' : 's'} and ${deleting.enrollmentCount} enrollment${deleting.enrollmentCount === 1 ? '' : 's'} will be deleted too.`
            : ''
        }
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </div>
  );
}
