/** Values put into a message's {placeholders}. */
export type MessageVars = Record<string, string | number>;

/** 'Hello {name}' with { name: 'Asha' } → 'Hello Asha'. A placeholder without a value stays as written, so a test sees it. */
export function interpolate(message: string, vars?: MessageVars): string {
  if (!vars) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The placeholders a message uses, sorted: each language's message must use the same ones. */
export const placeholdersOf = (message: string): string[] => [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
