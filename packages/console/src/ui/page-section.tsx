import { useId, type ReactNode } from 'react';
import './page-sections.css';

interface PageSectionProps {
  /** translated */
  title: string;
  /** a class the tab adds for its own look of the block */
  className?: string;
  children: ReactNode;
}

/** One titled block of a tab laid out as `page-sections`, named by its heading. */
export function PageSection({ title, className, children }: PageSectionProps) {
  const id = useId();
  return (
    <section className={className ? `page-sections__block ${className}` : 'page-sections__block'} aria-labelledby={id}>
      <h2 id={id} className="page-sections__title">{title}</h2>
      {children}
    </section>
  );
}
