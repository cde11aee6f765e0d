import { useNavigate } from '@tanstack/react-router';
import { EyeIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { api, errorMessageOf } from '@/lib/trpc';
import { AdminBadge } from '../shared/admin-badge';
import { AdminPageHeader } from '../shared/admin-page-header';
import { AdminTable, type AdminColumn } from '../shared/admin-table';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { EditDeleteActions } from '../shared/form-controls';
import type { RouterOutputs } from '../shared/types';
import { LessonFormDialog } from './lesson-form-dialog';

export type AdminLesson = RouterOutputs['admin']['lessons']['list'][number];

export function LessonsPage({ courseId }: { courseId: string | undefined }) {
  const navigate = useNavigate();
  const courses = api.admin.courses.options.useQuery();
  const lessons = api.admin.lessons.list.useQuery(courseId ? { courseId } : {});
  const utils = api.useUtils();
  const [editing, setEditing] = useState<AdminLesson | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminLesson | null>(null);

  const remove = api.admin.lessons.delete.useMutation({
    onSuccess: async () => {
      toastSuccess('Lesson deleted successfully!');
      setDeleting(null);
      await Promise.all([utils.admin.lessons.invalidate(), utils.admin.courses.invalidate(), utils.admin.dashboard.invalidate()]);
    },
    onError: (error) => toastError('Error deleting lesson', error),
  });

  const columns: AdminColumn<AdminLesson>[] = [
    { key: 'order', header: '#', className: 'w-12 text-ink/70', cell: (l) => l.orderIndex },
    {
      key: 'title',
      header: 'Title',
      cell: (l) => (
        <div className="min-w-0">
          <p className="font-bold">{l.title}</p>
          {l.description ? <p className="line-clamp-1 max-w-sm text-ink/70">{l.description}</p> : null}
        </div>
      ),
    },
    { key: 'course', header: 'Course', cell: (l) => l.course.title },
    {
      key: 'video',
      header: 'Video',
      cell: (l) =>
        l.vimeoEmbedUrl ? (
          <a href={l.vimeoEmbedUrl} target="_blank" rel="noopener noreferrer" className="font-mono text-candy-purple-dark hover:underline">
            {l.vimeoVideoId}
          </a>
        ) : (
          <span className="text-ink/70">None</span>
        ),
    },
    { key: 'duration', header: 'Duration', cell: (l) => `${l.duration} min` },
    {
      key: 'status',
      header: 'Status',
      cell: (l) => (
        <div className="flex flex-wrap gap-1">
          <AdminBadge variant={l.isPublished ? 'success' : 'muted'}>{l.isPublished ? 'Published' : 'Draft'}</AdminBadge>
          {l.previewAvailable ? (
            <AdminBadge variant="secondary">
              <EyeIcon className="size-3" aria-hidden="true" />
              Preview
            </AdminBadge>
          ) : null}
        </div>
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'text-right',
      cell: (l) => <EditDeleteActions name={l.title} onEdit={() => setEditing(l)} onDelete={() => setDeleting(l)} />,
    },
  ];

  const noCourses = courses.data?.length === 0;

  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader
        title="Lessons"
        description="Video lessons of each course. Paste a Vimeo link and its video id is kept."
        actions={
          <Button onClick={() => setEditing('new')} disabled={noCourses}>
            <PlusIcon aria-hidden="true" />
            Add Lesson
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <label htmlFor="lesson-course-filter" className="text-sm font-bold">
          Filter by course
        </label>
        <NativeSelect
          id="lesson-course-filter"
          className="w-auto min-w-60"
          value={courseId ?? ''}
          onChange={(e) => void navigate({ to: '/admin/lessons', search: e.target.value ? { course: e.target.value } : {}, replace: true })}
        >
          <option value="">All courses</option>
          {courses.data?.map((course) => (
            <option key={course.id} value={course.id}>
              {course.title}
            </option>
          ))}
        </NativeSelect>
        {noCourses ? <p className="text-sm text-ink/70">Create a course first; every lesson belongs to one.</p> : null}
      </div>
      <AdminTable
        caption="Lessons"
        columns={columns}
        rows={lessons.data}
        rowKey={(l) => l.id}
        isLoading={lessons.isPending}
        error={lessons.isError ? errorMessageOf(lessons.error) : null}
        loadingText="Loading lessons..."
        emptyText="No lessons yet"
      />
      <LessonFormDialog lesson={editing} courses={courses.data ?? []} defaultCourseId={courseId} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete lesson?"
        description={deleting ? `Are you sure you want to delete "${deleting.title}" from ${deleting.course.title}?` : ''}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </div>
  );
}
