import { courseInputSchema, parseIntOrZero } from '@shared/schemas/admin-academy';
import { DIFFICULTY_LEVELS } from '@shared/schemas/values';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { api } from '@/lib/trpc';
import { AdminFormDialog } from '../shared/admin-form-dialog';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import { FormToggleField } from '../shared/form-controls';
import { useAdminForm } from '../shared/use-admin-form';
import { ImageUploadButton } from '../images/image-upload-button';
import { KeepACopyButton } from '../images/keep-a-copy-button';
import type { AdminCourse } from './courses-page';

type Difficulty = (typeof DIFFICULTY_LEVELS)[number];
type FormState = {
  title: string;
  description: string;
  imageUrl: string;
  difficultyLevel: Difficulty;
  estimatedDuration: string;
  isPublished: boolean;
  orderIndex: string;
};

// The defaults for a new course: beginner, 0 minutes, unpublished, order 0.
const EMPTY: FormState = { title: '', description: '', imageUrl: '', difficultyLevel: 'beginner', estimatedDuration: '0', isPublished: false, orderIndex: '0' };

function fromCourse(course: AdminCourse): FormState {
  return {
    title: course.title,
    description: course.description,
    imageUrl: course.imageUrl,
    difficultyLevel: course.difficultyLevel,
    estimatedDuration: String(course.estimatedDuration),
    isPublished: course.isPublished,
    orderIndex: String(course.orderIndex),
  };
}

/** Create mode (course 'new': an empty form) or edit mode (the form filled from the row). */
export function CourseFormDialog({ course, onClose }: { course: AdminCourse | 'new' | null; onClose: () => void }) {
  const open = course !== null;
  // Remounting per course resets the form: create mode starts empty, edit mode from the row.
  return open ? <CourseForm key={course === 'new' ? 'new' : course.id} course={course} onClose={onClose} /> : null;
}

function CourseForm({ course, onClose }: { course: AdminCourse | 'new'; onClose: () => void }) {
  const isNew = course === 'new';
  const utils = api.useUtils();

  const done = async (message: string) => {
    toastSuccess(message);
    onClose();
    await Promise.all([utils.admin.courses.invalidate(), utils.admin.dashboard.invalidate()]);
  };
  const create = api.admin.courses.create.useMutation({
    onSuccess: () => done('Course created successfully!'),
    onError: (error) => toastError('Error creating course', error),
  });
  const update = api.admin.courses.update.useMutation({
    onSuccess: () => done('Course updated successfully!'),
    onError: (error) => toastError('Error updating course', error),
  });

  const { form, errors, submit } = useAdminForm({
    schema: courseInputSchema,
    read: (values: FormState) => ({
      ...values,
      estimatedDuration: parseIntOrZero(values.estimatedDuration),
      orderIndex: parseIntOrZero(values.orderIndex),
    }),
    defaultValues: isNew ? EMPTY : fromCourse(course),
    save: (input) => (isNew ? create.mutate(input) : update.mutate({ id: course.id, course: input })),
  });
  const imageUrl = form.watch('imageUrl');

  return (
    <AdminFormDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={isNew ? 'Create Course' : 'Edit Course'}
      submitLabel={isNew ? 'Create Course' : 'Save Changes'}
      pending={create.isPending || update.isPending}
      onSubmit={submit}
    >
      <Field label="Title" error={errors.title?.message}>
        <Input {...form.register('title')} maxLength={200} />
      </Field>
      <Field label="Description" error={errors.description?.message}>
        <Textarea {...form.register('description')} rows={3} />
      </Field>
      <div className="space-y-2">
        <Field label="Image" error={errors.imageUrl?.message} hint="Upload a picture, or paste its address (https://…) and keep a copy">
          <Input {...form.register('imageUrl')} placeholder="/uploads/… or https://…" />
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <ImageUploadButton onUploaded={(image) => form.setValue('imageUrl', image.url, { shouldDirty: true })} />
          <KeepACopyButton
            address={imageUrl}
            onFetched={(image) => form.setValue('imageUrl', image.url, { shouldDirty: true })}
            onRefused={(message) => form.setError('imageUrl', { message })}
          />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Difficulty" error={errors.difficultyLevel?.message}>
          <NativeSelect {...form.register('difficultyLevel')}>
            {DIFFICULTY_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level[0]!.toUpperCase() + level.slice(1)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Duration (minutes)" error={errors.estimatedDuration?.message}>
          <Input type="number" inputMode="numeric" min={0} step={1} {...form.register('estimatedDuration')} />
        </Field>
        <Field label="Order" error={errors.orderIndex?.message}>
          <Input type="number" inputMode="numeric" min={0} step={1} {...form.register('orderIndex')} />
        </Field>
      </div>
      <FormToggleField control={form.control} name="isPublished" label="Published" hint="Shown in the public academy catalogue" />
    </AdminFormDialog>
  );
}
