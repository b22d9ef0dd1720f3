/** How big a contractor's job list may be (app/domain/job-list.ts). */
export const JOB_LIST_LIMITS = {
	/** Data rows in one list (a header row is not counted). */
	rows: 2000,
	/** Rows the page lists; the totals always cover every row. */
	rowsShown: 200,
} as const
