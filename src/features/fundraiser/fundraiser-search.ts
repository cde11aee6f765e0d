/** The leaderboard rows shown before View Full Leaderboard (the server's default preview). */
export const LEADERBOARD_PREVIEW = 4;

/** Rows per page of the full leaderboard. */
export const LEADERBOARD_PAGE_SIZE = 20;
