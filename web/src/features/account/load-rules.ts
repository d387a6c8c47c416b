/** The account schemas, shared with the API: loaded when a form is first touched, keeping zod out of the pages' first load. */
export const loadAccountRules = () => import('./account-rules');

/** Starts loading them ahead of a submit (on focus), ignoring a failure that the submit will report. */
export const warmAccountRules = () => void loadAccountRules().catch(() => undefined);
