import { Fragment, type ReactNode } from 'react';

/**
 * A message whose {placeholders} are elements (a bold name, a link): the sentence's word order is the language's own,
 * and the elements sit where it puts them. rich('Hello {name}.', { name: <strong>Asha</strong> }).
 */
export function rich(message: string, parts: Record<string, ReactNode>): ReactNode {
  const pieces = message.split(/\{(\w+)\}/g);
  return pieces.map((piece, i) => (i % 2 === 1 ? <Fragment key={i}>{piece in parts ? parts[piece] : `{${piece}}`}</Fragment> : piece));
}
