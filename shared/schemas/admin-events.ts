import { z } from 'zod';
import { LIMITS } from './common';
import { EVENT_TYPES } from './values';
import { tooLong } from './text';

// The event manager's form and the admin procedures share this file.
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** True for a real calendar date written yyyy-MM-dd (2024-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const calendarDateSchema = z.string().refine(isCalendarDate, 'Please pick a date');

const timeSchema = (missing: string) => z.string().trim().min(1, missing).regex(TIME_PATTERN, 'Please enter a time like 14:30');

const coordinate = (limit: number, name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .min(-limit, `${name} must be between -${limit} and ${limit}`)
    .max(limit, tooLong(`${name} must be between -${limit} and ${limit}`))
    .nullable()
    .default(null);

export const eventInputSchema = z
  .object({
    title: z.string().trim().min(1, 'Please enter a title').max(LIMITS.shortText, tooLong('Title is too long')),
    description: z.string().trim().max(LIMITS.longText, tooLong('Description is too long')).default(''),
    location: z.string().trim().min(1, 'Please enter a location').max(LIMITS.shortText, tooLong('Location is too long')),
    address: z.string().trim().max(LIMITS.shortText, tooLong('Address is too long')).default(''),
    eventDate: calendarDateSchema,
    startTime: timeSchema('Please enter a start time'),
    endTime: timeSchema('Please enter an end time'),
    type: z.enum(EVENT_TYPES, { error: 'Please choose an event type' }).default('regular'),
    lat: coordinate(90, 'Latitude'),
    lng: coordinate(180, 'Longitude'),
    isActive: z.boolean().default(true),
    /** Shop orders may be picked up at this pop-up. */
    allowsPickup: z.boolean().default(false),
  })
  .superRefine((event, ctx) => {
    // 'HH:mm' strings compare in time order.
    if (TIME_PATTERN.test(event.startTime) && TIME_PATTERN.test(event.endTime) && event.endTime <= event.startTime) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'The end time must be after the start time' });
    }
    if ((event.lat === null) !== (event.lng === null)) {
      ctx.addIssue({ code: 'custom', path: [event.lat === null ? 'lat' : 'lng'], message: 'Please give both latitude and longitude, or neither' });
    }
  });
export type EventInput = z.input<typeof eventInputSchema>;

export const eventUpdateSchema = z.object({ id: z.uuid('Unknown event'), event: eventInputSchema });
export const eventIdSchema = z.object({ id: z.uuid('Unknown event') });
