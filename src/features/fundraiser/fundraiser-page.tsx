import { Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/trpc';
import { FaqSection } from './faq-section';
import type { GalleryFilter, LeaderboardSortValue } from './fundraiser-search';
import { GallerySection } from './gallery-section';
import { HygieneQuizBanner } from './hygiene-quiz';
import { HeroSection, HowItWorksSection, ProgramIntroSection } from './intro-sections';
import { LeaderboardSection } from './leaderboard-section';
import { DownloadKitSection, RegistrationSection } from './registration-section';
import { ResourcesSection } from './resources-section';
import { StandMapSection } from './stand-map-section';
import { LoadError } from '@/components/ui/load-error';

export function FundraiserPage({
  sort,
  media,
  onSortChange,
  onMediaChange,
}: {
  sort: LeaderboardSortValue;
  media: GalleryFilter;
  onSortChange: (sort: LeaderboardSortValue) => void;
  onMediaChange: (media: GalleryFilter) => void;
}) {
  const landing = api.fundraiser.landing.useQuery();
  const settings = api.content.settings.useQuery();
  if (landing.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading the Fluff Fundraiser" />
      </div>
    );
  }
  if (landing.isError) {
    return <LoadError what="the Fluff Fundraiser" className="py-24" onRetry={() => landing.refetch()} />;
  }
  const data = landing.data;
  // Each section below the first screen is its own Suspense boundary. Nothing in them suspends: the boundaries let
  // React hydrate the server's markup section by section, giving the browser back its main thread in between,
  // instead of in one long task for the whole page (the longest page of the site, and a phone's slowest to wake).
  return (
    <div className="[&>section]:outline-none">
      <HeroSection programVideoId={data.programVideoId} />
      <ProgramIntroSection />
      <HowItWorksSection />
      <Suspense fallback={null}>
        <RegistrationSection />
        <DownloadKitSection />
      </Suspense>
      <Suspense fallback={null}>
        <ResourcesSection landing={data} />
        <HygieneQuizBanner />
      </Suspense>
      <Suspense fallback={null}>
        <LeaderboardSection sort={sort} onSortChange={onSortChange} />
      </Suspense>
      <Suspense fallback={null}>
        <StandMapSection pins={data.pins} />
      </Suspense>
      <Suspense fallback={null}>
        <GallerySection
          items={data.gallery}
          filter={media}
          onFilterChange={onMediaChange}
          profiles={{ youtube: settings.data?.social?.youtube ?? null, tiktok: settings.data?.social?.tiktok ?? null }}
        />
      </Suspense>
      <Suspense fallback={null}>
        <FaqSection items={data.faq} />
      </Suspense>
    </div>
  );
}
