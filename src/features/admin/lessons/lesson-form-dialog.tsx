import { lessonInputSchema, parseIntOrZero } from '@shared/schemas/admin-academy';
import { parseVimeoVideoId, vimeoEmbedUrl } from '@shared/schemas/vimeo';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { api } from '@/lib/trpc';
import { AdminFormDialog } from '../shared/admin-form-dialog';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import { FormToggleField } from '../shared/form-controls';
import { useAdminForm } from '../shared/use-admin-form';
import type { AdminLesson } from './lessons-page';

type CourseOption = { id: string; title: string };
type FormState = {
  courseId: string;
  title: string;
  description: string;
  vimeoVideoId: string;
  duration: string;
  isPublished: boolean;
  previewAvailable: boolean;
  orderIndex: string;
};

export function LessonFormDialog({
  lesson,
  courses,
  defaultCourseId,
  onClose,
}: {
  lesson: AdminLesson | 'new' | null;
  courses: CourseOption[];
  defaultCourseId: string | undefined;
  onClose: () => void;
}) {
  if (lesson === null) return null;
  return <LessonForm key={lesson === 'new' ? 'new' : lesson.id} lesson={lesson} courses={courses} defaultCourseId={defaultCourseId} onClose={onClose} />;
}

function LessonForm({
  lesson,
  courses,
  defaultCourseId,
  onClose,
}: {
  lesson: AdminLesson | 'new';
  courses: CourseOption[];
  defaultCourseId: string | undefined;
  onClose: () => void;
}) {
  const isNew = lesson === 'new';
  const utils = api.useUtils();

  const done = async (message: string) => {
    toastSuccess(message);
    onClose();
    await Promise.all([utils.admin.lessons.invalidate(), utils.admin.courses.invalidate(), utils.admin.dashboard.invalidate()]);
  };
  const create = api.admin.lessons.create.useMutation({
    onSuccess: () => done('Lesson created successfully!'),
    onError: (error) => toastError('Error creating lesson', error),
  });
  const update = api.admin.lessons.update.useMutation({
    onSuccess: () => done('Lesson updated successfully!'),
    onError: (error) => toastError('Error updating lesson', error),
  });

  const { form, errors, submit } = useAdminForm({
    schema: lessonInputSchema,
    read: (values: FormState) => ({ ...values, duration: parseIntOrZero(values.duration), orderIndex: parseIntOrZero(values.orderIndex) }),
    // A new lesson's defaults: unpublished, no preview, 0 minutes; the course filtered on is preselected.
    defaultValues: isNew
      ? {
          courseId: defaultCourseId ?? courses[0]?.id ?? '',
          title: '',
          description: '',
          vimeoVideoId: '',
          duration: '0',
          isPublished: false,
          previewAvailable: false,
          orderIndex: '0',
        }
      : {
          courseId: lesson.courseId,
          title: lesson.title,
          description: lesson.description,
          vimeoVideoId: lesson.vimeoVideoId,
          duration: String(lesson.duration),
          isPublished: lesson.isPublished,
          previewAvailable: lesson.previewAvailable,
          orderIndex: String(lesson.orderIndex),
        },
    save: (input) => (isNew ? create.mutate(input) : update.mutate({ id: lesson.id, lesson: input })),
  });

  // A pasted link is reduced to its id as soon as it is pasted or typed, so staff see what will be stored.
  const reduceToVideoId = (value: string) => {
    const id = parseVimeoVideoId(value);
    if (id !== null && id !== value) form.setValue('vimeoVideoId', id);
  };
  const videoId = parseVimeoVideoId(form.watch('vimeoVideoId'));
  const embed = videoId ? vimeoEmbedUrl(videoId) : '';

  return (
    <AdminFormDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={isNew ? 'Create Lesson' : 'Edit Lesson'}
      submitLabel={isNew ? 'Create Lesson' : 'Save Changes'}
      pending={create.isPending || update.isPending}
      onSubmit={submit}
    >
      <Field label="Course" error={errors.courseId?.message}>
        <NativeSelect {...form.register('courseId')}>
          <option value="" disabled>
            Choose a course
          </option>
          {courses.map((course) => (
            <option key={course.id} value={course.id}>
              {course.title}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Title" error={errors.title?.message}>
        <Input {...form.register('title')} maxLength={200} />
      </Field>
      <Field label="Description" error={errors.description?.message}>
        <Textarea {...form.register('description')} rows={3} />
      </Field>
      <Field
        label="Vimeo video"
        error={errors.vimeoVideoId?.message}
        hint={
          embed ? (
            <>
              Embed: <span className="font-mono break-all">{embed}</span>
            </>
          ) : (
            'Paste the Vimeo link or its numeric id'
          )
        }
      >
        <Input
          {...form.register('vimeoVideoId', { onChange: (e: { target: { value: string } }) => reduceToVideoId(e.target.value) })}
          placeholder="https://vimeo.com/123456789"
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Duration (minutes)" error={errors.duration?.message}>
          <Input type="number" inputMode="numeric" min={0} step={1} {...form.register('duration')} />
        </Field>
        <Field label="Order" error={errors.orderIndex?.message}>
          <Input type="number" inputMode="numeric" min={0} step={1} {...form.register('orderIndex')} />
        </Field>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormToggleField control={form.control} name="isPublished" label="Published" hint="Visible to enrolled members" />
        <FormToggleField control={form.control} name="previewAvailable" label="Preview available" hint="Watchable without enrolling" />
      </div>
    </AdminFormDialog>
  );
}
