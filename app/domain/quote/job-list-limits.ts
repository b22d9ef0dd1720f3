/** How big a contractor's job list may be (app/domain/quote/job-list.ts). */
export const JOB_LIST_LIMITS = {
	/** Data rows in one list (a header row is not counted). */
	rows: 2000,
	/** Characters of the whole list, pasted or read from a file (a file's bytes are checked too). */
	characters: 512 * 1024,
	/** Rows the page lists; the totals always cover every row. */
	rowsShown: 200,
	/** Bytes of an uploaded .csv file (the browser reads it, or the server without JavaScript). */
	fileBytes: 512 * 1024,
} as const
