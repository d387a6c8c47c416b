import { pinServerClockAt } from './browser';

// With E2E_AT=HH:MM (scripts/e2e.mjs, npm run test:hours) every journey file starts with the server's clock, and so
// its pages' clocks, within 10 minutes after HH:MM in Kolkata: where it is if it is, else the next HH:MM, a day on.
// Pinned once per file, before the file is even loaded (so a date it works out as it loads is already that day's), and
// not per journey, since a file's journeys may build on one another's orders and settings.
// Why: a run of the whole suite at 23:45 takes half an hour, so without this the files after the first dozen would run
// after midnight, on the next day, and a journey could start on one day and finish on the next. A journey must not
// depend on crossing midnight or not: pinned at its file's start, a file's journeys run at E2E_AT and the minutes after,
// as they would at that hour on a real evening; the journeys that are about midnight move the clock themselves.
if (process.env.E2E_AT) await pinServerClockAt(process.env.E2E_AT);
