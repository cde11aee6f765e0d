import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { EyeIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { api, errorMessageOf } from '@/lib/trpc';
import { AdminListToolbar, AdminPager, type ListState } from '../shared/admin-list-controls';
import { adminListInput } from '../shared/list-input';
import { AdminBadge } from '../shared/admin-badge';
import { AdminPageHeader } from '../shared/admin-page-header';
import { AdminTable, type AdminColumn } from '../shared/admin-table';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { EditDeleteActions } from '../shared/form-controls';
import type { RouterOutputs } from '../shared/types';
import { LessonFormDialog } from './lesson-form-dialog';
import type { LessonsSearch } from './lessons-search';
import { VISIBILITY_OPTIONS } from '../shared/visibility-options';

export type AdminLesson = RouterOutputs['admin']['lessons']['list']['items'][number];

const SORT_OPTIONS = [
  { value: 'course', label: 'Course order' },
  { value: 'title', label: 'Title' },
  { value: 'createdAt', label: 'Added' },
] as const;

export function LessonsPage({ search }: { search: LessonsSearch }) {
  const navigate = useNavigate({ from: '/admin/lessons' });
  const change = (patch: Partial<ListState>) => void navigate({ search: (prev) => ({ ...prev, ...patch }) as LessonsSearch });
  const courseId = search.course;
  const courses = api.admin.courses.options.useQuery();
  const lessons = api.admin.lessons.list.useQuery(adminListInput(search), { placeholderData: keepPreviousData });
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
      <AdminListToolbar
        state={search}
        onChange={change}
        searchLabel="Search lessons"
        searchPlaceholder="Title"
        filters={[
          {
            name: 'course',
            label: 'Course',
            value: courseId,
            options: (courses.data ?? []).map((course) => ({ value: course.id, label: course.title })),
            allLabel: 'All courses',
          },
          { name: 'status', label: 'Status', value: search.status, options: VISIBILITY_OPTIONS, allLabel: 'Any status' },
        ]}
        sorts={SORT_OPTIONS}
        defaultSort={{ sort: 'course', dir: 'asc' }}
        total={lessons.data?.total}
        noun={['lesson', 'lessons']}
      />
      {noCourses ? <p className="mb-4 text-sm text-ink/70">Create a course first; every lesson belongs to one.</p> : null}
      <AdminTable
        caption="Lessons"
        columns={columns}
        rows={lessons.data?.items}
        rowKey={(l) => l.id}
        isLoading={lessons.isPending}
        error={lessons.isError ? errorMessageOf(lessons.error) : null}
        loadingText="Loading lessons..."
        emptyText={search.q || search.status ? 'No lessons match' : 'No lessons yet'}
      />
      <AdminPager page={search.page ?? 1} pageCount={lessons.data?.pageCount ?? 1} onPage={(page) => change({ page: page > 1 ? page : undefined })} />
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
