import { Spinner } from '@/components/ui/spinner';
import { deferredSection } from '@/lib/deferred-section';
import { api } from '@/lib/trpc';
import type { GalleryFilter, LeaderboardSortValue } from '@shared/page-search';
import { HeroSection, HowItWorksSection, ProgramIntroSection } from './intro-sections';
import { LoadError } from '@/components/ui/load-error';

// Everything below the first screens: the registration form and its schema, the quiz, the tabs, the map. Their code
// loads, and their markup comes alive, as the visitor scrolls towards them.
const RegistrationSection = deferredSection('registration', () => import('./registration-section').then((module) => module.RegistrationSection));
const DownloadKitSection = deferredSection('download-kit', () => import('./registration-section').then((module) => module.DownloadKitSection));
const ResourcesSection = deferredSection('resources', () => import('./resources-section').then((module) => module.ResourcesSection));
const HygieneQuizBanner = deferredSection('hygiene-quiz', () => import('./hygiene-quiz').then((module) => module.HygieneQuizBanner));
const LeaderboardSection = deferredSection('leaderboard', () => import('./leaderboard-section').then((module) => module.LeaderboardSection));
const StandMapSection = deferredSection('map', () => import('./stand-map-section').then((module) => module.StandMapSection));
const GallerySection = deferredSection('gallery', () => import('./gallery-section').then((module) => module.GallerySection));
const FaqSection = deferredSection('faq', () => import('./faq-section').then((module) => module.FaqSection));
const DEFERRED_SECTIONS = [
  RegistrationSection,
  DownloadKitSection,
  ResourcesSection,
  HygieneQuizBanner,
  LeaderboardSection,
  StandMapSection,
  GallerySection,
  FaqSection,
];

/** Loads the code of the page's deferred sections: the route's loader awaits it (see deferredSection). */
export const loadFundraiserSections = () => Promise.all(DEFERRED_SECTIONS.map((section) => section.load()));

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
  return (
    <div className="[&>section]:outline-none">
      <HeroSection programVideoId={data.programVideoId} />
      <ProgramIntroSection />
      <HowItWorksSection />
      <RegistrationSection />
      <DownloadKitSection />
      <ResourcesSection landing={data} />
      <HygieneQuizBanner />
      <LeaderboardSection sort={sort} onSortChange={onSortChange} />
      <StandMapSection pins={data.pins} />
      {/* Shown once staff approved a stand's photo or video: an empty gallery says nothing to a visitor. */}
      {data.gallery.length > 0 ? (
        <GallerySection
          items={data.gallery}
          filter={media}
          onFilterChange={onMediaChange}
          profiles={{ youtube: settings.data?.social?.youtube ?? null, tiktok: settings.data?.social?.tiktok ?? null }}
        />
      ) : null}
      <FaqSection items={data.faq} />
    </div>
  );
}
