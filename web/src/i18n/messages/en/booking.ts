/** The English messages of the "booking" namespace: the source every other language translates, key for key. */
export default {} as const;
