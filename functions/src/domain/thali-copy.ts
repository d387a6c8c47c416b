import { toDollars } from './money';
import type { ServiceOfDay, ThaliDoc } from './thali';

/** One service a copy writes: the thali it gets, and the one it replaces, if any. */
export interface ThaliCopyStep {
  target: ServiceOfDay;
  source: ThaliDoc;
  replaces: ThaliDoc | null;
}

/** What "Copy to the rest of the week" will write, shown before it is saved. */
export interface ThaliCopyPreview {
  from: string;
  copies: Array<{
    date: string;
    service: string;
    serviceName: string;
    name: string;
    price: number;
    /** The thali already set there, which the copy replaces (its plates ordered stay taken). */
    replaces: { name: string; price: number } | null;
  }>;
}

/** The services of the target days that the source date has a thali for (matched by service), in order. */
export function planThaliCopy(
  targets: readonly ServiceOfDay[],
  sources: ReadonlyMap<string, ThaliDoc | null>,
  existing: readonly (ThaliDoc | null)[],
): ThaliCopyStep[] {
  return targets.flatMap((target, i) => {
    const source = sources.get(target.service);
    return source ? [{ target, source, replaces: existing[i] ?? null }] : [];
  });
}

/** The thali a copy writes: the source's own name, price and plates; the plates already ordered there stay taken. */
export function copiedThali({ target, source, replaces }: ThaliCopyStep, at: string): ThaliDoc {
  const { id: _id, ...fields } = source as ThaliDoc & { id?: string };
  const taken = replaces?.platesTaken ?? 0;
  return {
    ...fields,
    date: target.date,
    service: target.service,
    serviceName: target.serviceName,
    priceCents: source.priceCents,
    platesTotal: Math.max(source.platesTotal, taken),
    platesTaken: taken,
    updatedAt: at,
  };
}

export const copyPreview = (from: string, steps: readonly ThaliCopyStep[]): ThaliCopyPreview => ({
  from,
  copies: steps.map(({ target, source, replaces }) => ({
    date: target.date,
    service: target.service,
    serviceName: target.serviceName,
    name: source.name,
    price: toDollars(source.priceCents),
    replaces: replaces ? { name: replaces.name, price: toDollars(replaces.priceCents) } : null,
  })),
});
