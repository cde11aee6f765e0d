import type { ReactNode } from 'react';

export function SectionHeading({ id, eyebrow, title, children }: { id: string; eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <header className="mx-auto max-w-2xl text-center">
      {eyebrow ? <p className="text-sm font-extrabold tracking-widest text-candy-pink-dark uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="font-display mt-2 text-3xl font-extrabold md:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-3 text-lg text-ink/70">{children}</p> : null}
    </header>
  );
}
