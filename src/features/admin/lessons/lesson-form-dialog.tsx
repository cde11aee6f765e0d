import { useState } from 'react';
import { lessonInputSchema, parseIntOrZero } from '@shared/schemas/admin-academy';
import { parseVimeoVideoId, vimeoEmbedUrl } from '@shared/schemas/vimeo';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { api } from '@/lib/trpc';
import { AdminFormDialog } from '../shared/admin-form-dialog';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import { ToggleField } from '../shared/form-controls';
import { validateForm } from '../shared/form';
import type { AdminLesson } from './lessons-page';

type CourseOption = { id: string; title: string };
type FormState = {
  courseId: string;
  title: string;
  description: string;
  video: string;
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
  // A new lesson's defaults: unpublished, no preview, 0 minutes; the course filtered on is preselected.
  const [form, setForm] = useState<FormState>(
    isNew
      ? { courseId: defaultCourseId ?? courses[0]?.id ?? '', title: '', description: '', video: '', duration: '0', isPublished: false, previewAvailable: false, orderIndex: '0' }
      : {
          courseId: lesson.courseId,
          title: lesson.title,
          description: lesson.description,
          video: lesson.vimeoVideoId,
          duration: String(lesson.duration),
          isPublished: lesson.isPublished,
          previewAvailable: lesson.previewAvailable,
          orderIndex: String(lesson.orderIndex),
        },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const utils = api.useUtils();
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

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

  // A pasted link is reduced to its id as soon as it is pasted or typed, so staff see what will be stored.
  function changeVideo(value: string) {
    set('video', parseVimeoVideoId(value) ?? value);
  }
  const videoId = parseVimeoVideoId(form.video);
  const embed = videoId ? vimeoEmbedUrl(videoId) : '';

  function submit() {
    const result = validateForm(lessonInputSchema, {
      courseId: form.courseId,
      title: form.title,
      description: form.description,
      vimeoVideoId: form.video,
      duration: parseIntOrZero(form.duration),
      isPublished: form.isPublished,
      previewAvailable: form.previewAvailable,
      orderIndex: parseIntOrZero(form.orderIndex),
    });
    if (!result.data) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    if (isNew) create.mutate(result.data);
    else update.mutate({ id: lesson.id, lesson: result.data });
  }

  return (
    <AdminFormDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={isNew ? 'Create Lesson' : 'Edit Lesson'}
      submitLabel={isNew ? 'Create Lesson' : 'Save Changes'}
      pending={create.isPending || update.isPending}
      onSubmit={submit}
    >
      <Field label="Course" error={errors.courseId}>
        <NativeSelect value={form.courseId} onChange={(e) => set('courseId', e.target.value)}>
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
      <Field label="Title" error={errors.title}>
        <Input value={form.title} onChange={(e) => set('title', e.target.value)} maxLength={200} />
      </Field>
      <Field label="Description" error={errors.description}>
        <Textarea value={form.description} onChange={(e) => set('description', e.target.value)} rows={3} />
      </Field>
      <Field
        label="Vimeo video"
        error={errors.vimeoVideoId}
        hint={embed ? <>Embed: <span className="font-mono break-all">{embed}</span></> : 'Paste the Vimeo link or its numeric id'}
      >
        <Input value={form.video} onChange={(e) => changeVideo(e.target.value)} placeholder="https://vimeo.com/123456789" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Duration (minutes)" error={errors.duration}>
          <Input type="number" inputMode="numeric" min={0} step={1} value={form.duration} onChange={(e) => set('duration', e.target.value)} />
        </Field>
        <Field label="Order" error={errors.orderIndex}>
          <Input type="number" inputMode="numeric" min={0} step={1} value={form.orderIndex} onChange={(e) => set('orderIndex', e.target.value)} />
        </Field>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <ToggleField label="Published" hint="Visible to enrolled members" checked={form.isPublished} onChange={(v) => set('isPublished', v)} />
        <ToggleField label="Preview available" hint="Watchable without enrolling" checked={form.previewAvailable} onChange={(v) => set('previewAvailable', v)} />
      </div>
    </AdminFormDialog>
  );
}
