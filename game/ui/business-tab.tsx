import { CloudSun, MapPin, Sparkles, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { LOCATION_IDS, LOCATIONS, STAGES, WEATHER_FACTOR, nextStage, stageForLevel } from '../engine';
import { Button } from '@/components/ui/button';
import { useRuntime, useUi } from './use-runtime';

function Card({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm" aria-label={title}>
      <h3 className="mb-2 flex items-center gap-2 text-lg font-bold [&_svg]:size-5 [&_svg]:text-candy-pink-dark">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-2 py-0.5 text-sm">
      <dt className="text-ink/70">{label}</dt>
      <dd className="font-bold tabular-nums">{value}</dd>
    </div>
  );
}

const percent = (value: number) => `${Math.round(value)}%`;

/** The Business tab shows stage, location (moving between unlocked ones), market conditions and metrics. */
export function BusinessTab() {
  const runtime = useRuntime();
  const ui = useUi();
  const stage = stageForLevel(ui.reputationRank);
  const next = nextStage(ui.reputationRank);
  return (
    <div className="grid gap-3 p-3 md:grid-cols-2">
      <Card title="Business stage" icon={<Store aria-hidden />}>
        <p className="font-display text-xl font-extrabold" data-testid="business-stage">
          {stage.name}
        </p>
        <p className="text-sm text-ink/70">{stage.description}</p>
        <dl className="mt-2">
          <Stat label="Reputation" value={`${ui.reputationRank} (${ui.reputation} / ${ui.reputationNeeded} to the next)`} />
          <Stat label="Queue capacity" value={`${ui.capacity} customers`} />
          <Stat label="Revenue standing" value={`×${stage.bonuses.revenueMultiplier}`} />
          <Stat label="Stage" value={`${STAGES.indexOf(stage) + 1} of ${STAGES.length}`} />
        </dl>
        <p className="mt-2 text-sm">{next === null ? 'You have built a cotton-candy empire!' : `Next: ${next.name} at reputation ${next.unlockLevel}.`}</p>
      </Card>

      <Card title="Location" icon={<MapPin aria-hidden />}>
        <ul className="space-y-1.5">
          {LOCATION_IDS.map((id) => {
            const location = LOCATIONS[id];
            const here = ui.location === id;
            const locked = ui.reputationRank < location.unlockLevel;
            return (
              <li key={id} className="flex items-center justify-between gap-2 rounded-xl bg-cream px-3 py-1.5" data-testid={`location-${id}`}>
                <div className="min-w-0">
                  <p className="font-bold">{location.name}</p>
                  <p className="text-xs text-ink/70">
                    demand ×{location.demandMultiplier} · foot traffic {location.footTraffic} · rent {location.rentCost}
                  </p>
                </div>
                {here ? (
                  <span className="rounded-full bg-candy-mint px-3 py-1 text-xs font-bold">You are here</span>
                ) : locked ? (
                  <span className="text-xs font-bold text-ink/70">Reputation {location.unlockLevel}</span>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={ui.coins < location.rentCost}
                    onClick={() => runtime.dispatch({ type: 'moveLocation', location: id })}
                    aria-label={`Move to ${location.name} for ${location.rentCost} coins rent`}
                  >
                    Move ({location.rentCost})
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </Card>

      <Card title="Market conditions" icon={<CloudSun aria-hidden />}>
        <dl>
          <Stat label="Season" value={ui.market.season} />
          <Stat label="Weather" value={`${ui.market.weather} (×${WEATHER_FACTOR[ui.market.weather]})`} />
          <Stat label="Demand bonus" value={`×${ui.market.demandBonus}`} />
          <Stat label="Price level" value={`×${ui.market.priceMultiplier}`} />
          <Stat label="Competitor activity" value={percent(ui.market.competitorActivity * 100)} />
        </dl>
        <p className="mt-2 text-xs text-ink/70">The market changes every 30 seconds; the season every 5 minutes.</p>
      </Card>

      <Card title="Metrics" icon={<Sparkles aria-hidden />}>
        <dl>
          <Stat label="Daily revenue" value={`${ui.metrics.dailyRevenue} coins`} />
          <Stat label="Customer satisfaction" value={percent(ui.metrics.customerSatisfaction)} />
          <Stat label="Market share" value={percent(ui.metrics.marketShare)} />
          <Stat label="Efficiency" value={percent(ui.metrics.efficiency * 100)} />
          <Stat label="Reputation" value={`${ui.metrics.reputation}`} />
          <Stat label="Customers served / lost" value={`${ui.customersServed} / ${ui.customersLost}`} />
        </dl>
      </Card>
    </div>
  );
}
