import { createFileRoute, Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  return (
    <section className="bg-gradient-to-br from-candy-pink/20 via-cream to-candy-blue/20">
      <div className="mx-auto max-w-7xl px-4 py-20 text-center">
        <h1 className="text-5xl font-extrabold md:text-7xl">Sweet indulgence with attitude.</h1>
        <p className="mt-4 text-xl text-ink/70">Too cool to melt!</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/shop">Shop Now</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/events">Find Pop-Ups</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
