/** The story /about tells: keys of the "site" messages, one a paragraph. */
export const STORY = ['story1', 'story2', 'story3'] as const;
