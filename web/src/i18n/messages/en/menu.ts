/** The English messages of the "menu" namespace: the source every other language translates, key for key. */
export default {} as const;
