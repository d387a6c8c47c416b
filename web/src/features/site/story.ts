/** The story /about tells. */
export const STORY = [
  'Thali House began in 2012 as a Sunday lunch in our family kitchen: one long table, a dozen neighbours and the Gujarati thali our family grew up on, refilled until nobody could eat another bite.',
  'Today our cooks from Ahmedabad, Jaipur and Amritsar make three regional thalis from scratch every service. Dal simmers from early morning, rotis are rolled to order, and the farsan is fried in small batches so it reaches you crisp.',
  'A thali is a meal meant to be shared and refilled. We still serve it that way: come hungry, ask for more, and leave room for something sweet.',
] as const;
