// What the root loader gives for the measuring sentence with the workshop's clearance
// (app/content/words/clearance.ts, made on the server so that the pages carry the words and not
// the rule). The pages that show it (/how-to, /order's specification, the measuring assistant)
// each read it with useRouteLoaderData<ClearanceRootData>('root') themselves: a component shared
// by their chunks would be a chunk of its own, one more file named in /order's first load.

export type ClearanceRootData = { clearanceSentence?: string }
