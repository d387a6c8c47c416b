import type { ComponentProps } from 'react';

interface HomeSectionProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** The heading's id, which the section is labelled by. */
  titleId: string;
  kicker: string;
  title: string;
}

/** A band of the home page: a small kicker over its heading, then its content. */
export function HomeSection({ titleId, kicker, title, className, children, ...section }: HomeSectionProps) {
  return (
    <section className={className ? `home-section ${className}` : 'home-section'} aria-labelledby={titleId} {...section}>
      <div className="container">
        <header className="section-head">
          <p className="section-kicker">{kicker}</p>
          <h2 id={titleId}>{title}</h2>
        </header>
        {children}
      </div>
    </section>
  );
}
