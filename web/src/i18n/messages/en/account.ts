/** The English messages of the "account" namespace: the source every other language translates, key for key. */
export default {} as const;
