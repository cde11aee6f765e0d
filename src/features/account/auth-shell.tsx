import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Logo } from '@/components/layout/logo';
import { Card } from '@/components/ui/card';

/** The standalone frame of the account screens: the logo, one card, and a way back to the site. */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-svh flex-col items-center justify-center bg-gradient-to-br from-candy-pink/20 via-cream to-candy-blue/20 px-4 py-10">
      <Logo className="mb-6" />
      <Card className="w-full max-w-md p-6 sm:p-8">
        <h1 className="text-center text-3xl font-extrabold text-ink">{title}</h1>
        {subtitle ? <p className="mt-1 text-center text-ink/70">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </Card>
      <Link to="/" className="mt-6 text-sm font-bold text-candy-purple-dark hover:underline">
        ← Back to the site
      </Link>
    </main>
  );
}
