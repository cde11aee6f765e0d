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

export type AdminCourse = RouterOutputs['admin']['courses']['list'][number];

const DIFFICULTY_BADGE = { beginner: 'success', intermediate: 'warning', advanced: 'destructive' } as const;

export function CoursesPage() {
  const courses = api.admin.courses.list.useQuery();
  const utils = api.useUtils();
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
      <AdminTable
        caption="Courses"
        columns={columns}
        rows={courses.data}
        rowKey={(c) => c.id}
        isLoading={courses.isPending}
        error={courses.isError ? errorMessageOf(courses.error) : null}
        loadingText="Loading courses..."
        emptyText="No courses yet"
      />
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
