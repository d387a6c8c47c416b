/** A name as duplicates are judged: trimmed, inner spaces collapsed, case-insensitive ("Paneer  Tikka " = "paneer tikka"). */
export const nameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');

export const sameName = (a: string, b: string): boolean => nameKey(a) === nameKey(b);

export const duplicateDishMessage = (name: string, category: string) => `A dish named ${name.trim()} is already in ${category}`;
export const duplicateInventoryMessage = (name: string) => `An item named ${name.trim()} already exists`;
