import { ChevronDownIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { deferredSection } from '@/lib/deferred-section';
import { api } from '@/lib/trpc';

// The message form (react-hook-form, zod, the toasts, tailwind-merge for its fields) comes alive when the visitor
// reaches into it, a field focused or a button pressed, not while the page is loading (see deferredSection).
const ContactForm = deferredSection('contact-form', () => import('./contact-form').then((module) => module.ContactForm), { wake: 'reached' });

/** Loads the code of the contact page's deferred section: the route's loader awaits it. */
export const loadContactSections = () => ContactForm.load();

export function ContactPage() {
  const settings = api.content.settings.useQuery();
  const faq = api.content.contactFaq.useQuery();
  const contact = settings.data?.contact;

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <header className="text-center">
        <h1 className="text-4xl font-extrabold md:text-5xl">Get in Touch</h1>
        <p className="mx-auto mt-3 max-w-2xl text-ink/70">
          Questions about an order, a party or the Featured Kids spotlight? We typically reply within 24 hours.
        </p>
      </header>

      <section aria-labelledby="contact-details-title" className="mt-10">
        {/* The cards' headings sit under this one, so the outline reads h1, h2, h3 for a screen reader. */}
        <h2 id="contact-details-title" className="sr-only">
          Contact details
        </h2>
        {contact ? (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            <ContactCard icon={<PhoneIcon />} title="Call Us" tone="bg-candy-pink/20 text-candy-pink-dark">
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="font-bold hover:underline">
                {contact.phone}
              </a>
              <span className="block text-sm text-ink/70">{contact.hoursText}</span>
            </ContactCard>
            <ContactCard icon={<MailIcon />} title="Email Us" tone="bg-candy-blue/20 text-candy-blue-dark">
              <a href={`mailto:${contact.email}`} className="text-sm font-bold break-words hover:underline xl:text-base">
                <EmailText email={contact.email} />
              </a>
              <span className="block text-sm text-ink/70">Replies within 24 hours</span>
            </ContactCard>
            <ContactCard icon={<MapPinIcon />} title="Visit Us" tone="bg-candy-purple/20 text-candy-purple-dark">
              <address className="not-italic">{contact.address}</address>
            </ContactCard>
            <ContactCard icon={<ClockIcon />} title="Hours" tone="bg-candy-yellow/40 text-ink">
              <span className="font-bold">{contact.hoursText}</span>
              <span className="block text-sm text-ink/70">Pop-up hours are on the events page</span>
            </ContactCard>
          </ul>
        ) : settings.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading contact details" />
          </div>
        ) : null}
      </section>

      <div className="mt-14 grid gap-10 lg:grid-cols-[1.3fr_1fr]">
        <section aria-labelledby="message-title">
          <Card className="p-6 md:p-8">
            <h2 id="message-title" className="text-2xl font-extrabold md:text-3xl">
              Send Us a Message
            </h2>
            <p className="mt-1 mb-6 text-ink/70">All fields are required.</p>
            <ContactForm />
          </Card>
        </section>
        <section aria-labelledby="faq-title">
          <h2 id="faq-title" className="text-2xl font-extrabold md:text-3xl">
            Frequently Asked Questions
          </h2>
          {faq.data ? (
            <ul className="mt-6 space-y-3" data-testid="contact-faq">
              {faq.data.map((item) => (
                <li key={item.id}>
                  <details className="group rounded-2xl bg-white p-4 shadow-sm open:shadow">
                    <summary className="flex cursor-pointer list-none items-center justify-between gap-3 font-bold [&::-webkit-details-marker]:hidden">
                      {item.question}
                      <ChevronDownIcon className="size-5 shrink-0 text-candy-purple-dark transition-transform group-open:rotate-180" aria-hidden="true" />
                    </summary>
                    <p className="mt-3 text-ink/75">{item.answer}</p>
                  </details>
                </li>
              ))}
            </ul>
          ) : (
            <div className="flex justify-center py-6">
              <Spinner label="Loading questions" />
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

function ContactCard({ icon, title, tone, children }: { icon: ReactNode; title: string; tone: string; children: ReactNode }) {
  return (
    <li className="flex">
      <Card className="w-full text-center">
        <span className={`mx-auto flex size-12 items-center justify-center rounded-2xl [&_svg]:size-6 ${tone}`} aria-hidden="true">
          {icon}
        </span>
        <h3 className="mt-3 text-lg font-extrabold">{title}</h3>
        <div className="mt-1 text-ink/80">{children}</div>
      </Card>
    </li>
  );
}

/**
 * An address too long for a narrow card wraps before the "@" (a <wbr> there), so both halves stay whole words;
 * only a half wider than the card on its own breaks inside.
 */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
