import { useState } from 'react';
import { courseInputSchema, parseIntOrZero } from '@shared/schemas/admin-academy';
import { DIFFICULTY_LEVELS } from '@shared/schemas/values';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { api } from '@/lib/trpc';
import { AdminFormDialog } from '../shared/admin-form-dialog';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import { ToggleField } from '../shared/form-controls';
import { validateForm } from '../shared/form';
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
  const [form, setForm] = useState<FormState>(isNew ? EMPTY : fromCourse(course));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const utils = api.useUtils();
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

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

  function submit() {
    const result = validateForm(courseInputSchema, {
      ...form,
      estimatedDuration: parseIntOrZero(form.estimatedDuration),
      orderIndex: parseIntOrZero(form.orderIndex),
    });
    if (!result.data) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    if (isNew) create.mutate(result.data);
    else update.mutate({ id: course.id, course: result.data });
  }

  return (
    <AdminFormDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={isNew ? 'Create Course' : 'Edit Course'}
      submitLabel={isNew ? 'Create Course' : 'Save Changes'}
      pending={create.isPending || update.isPending}
      onSubmit={submit}
    >
      <Field label="Title" error={errors.title}>
        <Input value={form.title} onChange={(e) => set('title', e.target.value)} maxLength={200} />
      </Field>
      <Field label="Description" error={errors.description}>
        <Textarea value={form.description} onChange={(e) => set('description', e.target.value)} rows={3} />
      </Field>
      <Field label="Image URL" error={errors.imageUrl} hint="A picture address (https://…) or a site path such as /images/…">
        <Input value={form.imageUrl} onChange={(e) => set('imageUrl', e.target.value)} placeholder="https://" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Difficulty" error={errors.difficultyLevel}>
          <NativeSelect value={form.difficultyLevel} onChange={(e) => set('difficultyLevel', e.target.value as Difficulty)}>
            {DIFFICULTY_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level[0]!.toUpperCase() + level.slice(1)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Duration (minutes)" error={errors.estimatedDuration}>
          <Input type="number" inputMode="numeric" min={0} step={1} value={form.estimatedDuration} onChange={(e) => set('estimatedDuration', e.target.value)} />
        </Field>
        <Field label="Order" error={errors.orderIndex}>
          <Input type="number" inputMode="numeric" min={0} step={1} value={form.orderIndex} onChange={(e) => set('orderIndex', e.target.value)} />
        </Field>
      </div>
      <ToggleField label="Published" hint="Shown in the public academy catalogue" checked={form.isPublished} onChange={(v) => set('isPublished', v)} />
    </AdminFormDialog>
  );
}
