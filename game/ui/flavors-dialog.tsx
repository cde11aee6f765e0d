import { FLAVORS, FLAVOR_IDS, type FlavorDefinition } from '../engine';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { usePanel, useRuntime, useUi } from './use-runtime';

function swatch(flavor: FlavorDefinition): string {
  return flavor.gradient ? `linear-gradient(135deg, ${flavor.gradient.join(', ')})` : flavor.color;
}

/**
 * The Cotton Candy Flavors dialog (only with a profile). Unlock stays pressable when coins are short so the
 * "Not Enough Coins" toast can say how many are needed.
 */
export function FlavorsDialog() {
  const runtime = useRuntime();
  const panel = usePanel();
  const ui = useUi();
  return (
    <Dialog open={panel.dialog === 'flavors' && panel.profileSaved} onOpenChange={(open) => !open && runtime.openDialog(null)}>
      <DialogContent title="Cotton Candy Flavors" description={`You have ${ui.coins} coins. Season: ${ui.market.season}.`} className="max-w-2xl">
        <ul className="grid gap-3 sm:grid-cols-2">
          {FLAVOR_IDS.map((id) => {
            const flavor = FLAVORS[id];
            const unlocked = ui.unlockedFlavors.includes(id);
            const selected = ui.currentFlavor === id;
            return (
              <li key={id} className="flex items-center gap-3 rounded-2xl bg-cream p-3" data-testid={`flavor-${id}`}>
                <span aria-hidden className="size-10 shrink-0 rounded-full ring-2 ring-white" style={{ background: swatch(flavor) }} />
                <div className="min-w-0 flex-1">
                  <p className="font-bold">{flavor.name}</p>
                  <p className="text-xs text-ink/70">
                    ×{flavor.pointsMultiplier} points · popularity {flavor.popularity} · {ui.market.season} demand ×{flavor.seasonalBonus[ui.market.season]}
                  </p>
                </div>
                {!unlocked ? (
                  <Button
                    size="sm"
                    onClick={() => runtime.dispatch({ type: 'unlockFlavor', flavor: id })}
                    aria-label={`Unlock ${flavor.name} for ${flavor.unlockCost} coins`}
                  >
                    Unlock {flavor.unlockCost}
                  </Button>
                ) : selected ? (
                  <span className="rounded-full bg-candy-mint px-3 py-1 text-sm font-bold">Selected</span>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => runtime.dispatch({ type: 'selectFlavor', flavor: id })}
                    aria-label={`Select ${flavor.name}`}
                  >
                    Select
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
