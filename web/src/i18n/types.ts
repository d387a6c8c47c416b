/** A language's messages of one namespace: every key of the English, each a string. */
export type Translation<T> = { readonly [K in keyof T]: string };
