import { REFILL_COST, REFILL_UNITS, UPGRADES, UPGRADE_DEFINITIONS, spinTimeMs } from '../engine';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { usePanel, useRuntime, useUi } from './use-runtime';

/** The Fluff Store sells refills and upgrades; buttons are disabled when coins are short or the upgrade is complete. */
export function StoreDialog() {
  const runtime = useRuntime();
  const panel = usePanel();
  const ui = useUi();
  const close = (open: boolean) => {
    if (!open) runtime.openDialog(null);
  };
  return (
    <Dialog open={panel.dialog === 'store'} onOpenChange={close}>
      <DialogContent title="Fluff Store" description={`You have ${ui.coins} coins.`}>
        <section aria-labelledby="store-refills" className="space-y-2">
          <h3 id="store-refills" className="text-lg font-bold">
            Refills
          </h3>
          <div className="flex items-center justify-between gap-3 rounded-2xl bg-cream p-3">
            <div>
              <p className="font-bold">Ingredient refill</p>
              <p className="text-sm text-ink/70">
                +{REFILL_UNITS} sugar, +{REFILL_UNITS} syrup and +{REFILL_UNITS} cones. You have {ui.ingredients.sugar} / {ui.ingredients.syrup} /{' '}
                {ui.ingredients.cones}.
              </p>
            </div>
            <Button
              size="sm"
              disabled={!ui.canBuyRefill}
              onClick={() => runtime.dispatch({ type: 'buyRefill' })}
              aria-label={ui.starterRefill ? 'Take the free starter refill' : `Buy refill for ${REFILL_COST} coins`}
            >
              {ui.starterRefill ? 'Free' : `${REFILL_COST} coins`}
            </Button>
          </div>
        </section>
        <section aria-labelledby="store-upgrades" className="mt-5 space-y-2">
          <h3 id="store-upgrades" className="text-lg font-bold">
            Upgrades
          </h3>
          {UPGRADES.map((id) => {
            const upgrade = UPGRADE_DEFINITIONS[id];
            const level = ui.upgrades[id];
            const maxed = level >= upgrade.maxLevel;
            const detail = id === 'motorSpeed' ? ` Spin time now ${spinTimeMs(level) / 1000} s.` : '';
            return (
              <div key={id} className="flex items-center justify-between gap-3 rounded-2xl bg-cream p-3" data-testid={`upgrade-${id}`}>
                <div>
                  <p className="font-bold">
                    {upgrade.name}{' '}
                    <span className="text-sm font-semibold text-ink/70">
                      {level}/{upgrade.maxLevel} bought
                    </span>
                  </p>
                  <p className="text-sm text-ink/70">
                    {upgrade.description}
                    {detail}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={maxed || ui.coins < upgrade.cost}
                  onClick={() => runtime.dispatch({ type: 'buyUpgrade', upgrade: id })}
                  aria-label={maxed ? `${upgrade.name} fully bought` : `Buy ${upgrade.name} for ${upgrade.cost} coins`}
                >
                  {maxed ? 'Max' : `${upgrade.cost} coins`}
                </Button>
              </div>
            );
          })}
        </section>
      </DialogContent>
    </Dialog>
  );
}
