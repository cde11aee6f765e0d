import { ChevronDownIcon } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { SectionHeading } from './section-heading';

export function FaqSection({ items }: { items: { id: string; question: string; answer: string }[] }) {
  return (
    <section id="faq" tabIndex={-1} aria-labelledby="faq-title" className="mx-auto max-w-3xl scroll-mt-20 px-4 py-16">
      <SectionHeading id="faq-title" eyebrow="Questions" title="Frequently Asked Questions" />
      {/* One answer open at a time; the open one closes again on a second click. */}
      <Accordion.Root type="single" collapsible className="mt-8 space-y-3">
        {items.map((item) => (
          <Accordion.Item key={item.id} value={item.id} className="overflow-hidden rounded-2xl border border-candy-purple/15 bg-white shadow-sm">
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-bold hover:bg-candy-purple/5">
                {item.question}
                <ChevronDownIcon
                  className="size-5 shrink-0 text-candy-purple-dark transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-4 text-ink/80">{item.answer}</Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
