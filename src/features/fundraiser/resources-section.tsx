import { DownloadIcon, ExternalLinkIcon, FileArchiveIcon, FileTextIcon, PlayIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Badge } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { FundraiserLanding } from './types';
import { SectionHeading } from './section-heading';

/**
 * The tutorials and the printables. A tutorial shows only once staff set its video in Settings; with none set, the
 * section is the printables alone, rather than cards that promise a video to come.
 */
export function ResourcesSection({ landing }: { landing: FundraiserLanding }) {
  const tutorials = landing.tutorials.filter((tutorial) => tutorial.videoUrl);
  if (tutorials.length === 0 && !landing.playlistUrl) {
    return (
      <section id="resources" tabIndex={-1} aria-labelledby="resources-title" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
        <SectionHeading id="resources-title" eyebrow="Level up" title="Resources">
          Printables made for kid-run stands.
        </SectionHeading>
        <div className="mt-8">
          <Templates landing={landing} />
        </div>
      </section>
    );
  }
  return (
    <section id="resources" tabIndex={-1} aria-labelledby="resources-title" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
      <SectionHeading id="resources-title" eyebrow="Level up" title="Resources">
        Short videos and printables made for kid-run stands.
      </SectionHeading>
      <Tabs defaultValue="videos" className="mt-8">
        <div className="flex justify-center">
          <TabsList aria-label="Resource type" className="flex-nowrap">
            <TabsTrigger value="videos" className="px-3 sm:px-4">
              Video Tutorials
            </TabsTrigger>
            <TabsTrigger value="templates" className="px-3 sm:px-4">
              Templates &amp; Printables
            </TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="videos" className="mt-8">
          <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
            {tutorials.map((tutorial) => (
              <li key={tutorial.id} data-testid="tutorial">
                <TutorialCard href={tutorial.videoUrl}>
                  <div className="relative flex aspect-video items-center justify-center bg-gradient-to-br from-candy-blue/30 to-candy-purple/30">
                    <span aria-hidden="true" className="text-5xl sm:text-6xl">
                      {tutorial.thumbnail}
                    </span>
                    <span
                      aria-hidden="true"
                      className="absolute flex size-12 items-center justify-center rounded-full bg-white/90 text-candy-pink-dark opacity-0 shadow transition-opacity group-hover:opacity-100"
                    >
                      <PlayIcon className="size-6" />
                    </span>
                    <Badge className="absolute right-3 bottom-3 bg-ink/80 text-white">
                      <span className="sr-only">Duration </span>
                      {tutorial.duration}
                    </Badge>
                  </div>
                  <p className="p-3 text-sm font-bold sm:p-4 sm:text-base">
                    {tutorial.title}
                    {tutorial.videoUrl ? <span className="sr-only"> (opens YouTube in a new tab)</span> : null}
                  </p>
                </TutorialCard>
              </li>
            ))}
          </ul>
          {landing.playlistUrl ? (
            <div className="mt-8 flex justify-center">
              <a href={landing.playlistUrl} target="_blank" rel="noreferrer" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                View Full Video Playlist <ExternalLinkIcon aria-hidden="true" />
              </a>
            </div>
          ) : null}
        </TabsContent>
        <TabsContent value="templates" className="mt-8">
          <Templates landing={landing} />
        </TabsContent>
      </Tabs>
    </section>
  );
}

/** The printables to download, one by one or all in a ZIP. */
function Templates({ landing }: { landing: FundraiserLanding }) {
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2">
        {landing.templates.map((template) => {
          const Icon = template.format === 'ZIP' ? FileArchiveIcon : FileTextIcon;
          return (
            <li key={template.id} data-testid="template" className="flex items-center gap-4 rounded-3xl border border-candy-purple/15 bg-white p-5 shadow-sm">
              <Icon className="size-10 shrink-0 text-candy-purple-dark" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="font-bold">{template.title}</p>
                <p className="text-sm font-bold text-candy-pink-dark">{template.format}</p>
              </div>
              <a
                href={template.downloadUrl}
                download
                className={buttonVariants({ variant: 'primary', size: 'sm' })}
                aria-label={`Download ${template.title} ${template.format}`}
              >
                <DownloadIcon aria-hidden="true" /> Download
              </a>
            </li>
          );
        })}
      </ul>
      <div className="mt-8 flex justify-center">
        <a href={landing.allResourcesUrl} download className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          <DownloadIcon aria-hidden="true" /> Download All Resources (ZIP)
        </a>
      </div>
    </>
  );
}

const CARD_CLASS = 'group block h-full overflow-hidden rounded-3xl border border-candy-purple/15 bg-white shadow-sm';

/** A tutorial opens its own video when staff set one; without one it is a card, not a link to somewhere else. */
function TutorialCard({ href, children }: { href: string | null; children: React.ReactNode }) {
  if (!href) return <div className={CARD_CLASS}>{children}</div>;
  return (
    <a href={href} target="_blank" rel="noreferrer" className={`${CARD_CLASS} transition-shadow hover:shadow-lg`}>
      {children}
    </a>
  );
}
