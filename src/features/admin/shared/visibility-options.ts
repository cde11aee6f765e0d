/** The status filter of the lists whose rows are published or kept as drafts (courses, lessons). */
export const VISIBILITY_OPTIONS = [
  { value: 'shown', label: 'Published' },
  { value: 'hidden', label: 'Draft' },
] as const;
