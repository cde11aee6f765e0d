import { z } from 'zod';
import { tooLong } from './text';

// Ids arrive from the address bar, so anything is possible; a malformed id is simply a course or lesson that does not
// exist (NOT_FOUND in the router), never a database error.
const idText = z.string({ error: 'Please choose a course' }).trim().max(100, tooLong('Unknown id'));

export const courseIdSchema = z.object({ courseId: idText });
export const lessonIdSchema = z.object({ lessonId: z.string({ error: 'Please choose a lesson' }).trim().max(100, tooLong('Unknown id')) });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
