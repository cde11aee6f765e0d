import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';

export function NotFoundPage() {
  const pathname = useLocation({ select: (location) => location.pathname });
  useEffect(() => {
    // The requested path goes to the console, so a broken link can be traced.
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="font-display text-8xl font-extrabold text-candy-pink-dark">404</p>
      <h1 className="mt-2 text-2xl font-bold">Oops! Page not found</h1>
      <Button asChild className="mt-6" size="lg">
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}
