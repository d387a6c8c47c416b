import type { ReactNode } from 'react';

/** A message with a node (the countdown, a phone in bold) where its placeholder was, given as "\u0000": the words around it keep the language's order. */
export function withNode(text: string, node: ReactNode): ReactNode {
  const [before, after = ''] = text.split('\u0000');
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}
