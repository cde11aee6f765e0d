/** Three pop-ups per page, as the earlier site listed. */
export const EVENTS_PAGE_SIZE = 3;
