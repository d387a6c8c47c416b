/** The English messages of the "errors" namespace: the source every other language translates, key for key. */
export default {} as const;
