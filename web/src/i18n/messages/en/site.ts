/** The English messages of the "site" namespace: the source every other language translates, key for key. */
export default {} as const;
