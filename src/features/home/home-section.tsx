import type { ReactNode } from 'react';

export function HomeSection({
  id,
  title,
  intro,
  tinted = false,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={tinted ? 'bg-candy-purple/10' : undefined}>
      <div className="mx-auto max-w-7xl px-4 py-14">
        <div className="mb-8 text-center">
          <h2 id={`${id}-title`} className="text-3xl font-extrabold md:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-ink/70">{intro}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
