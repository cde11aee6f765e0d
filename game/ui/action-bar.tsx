import { INGREDIENTS, TOPPING_LABEL, type Ingredient } from '../engine';
import { cn } from '@/lib/utils';
import { SHORTCUTS } from './keyboard';
import { useRuntime, useUi } from './use-runtime';
import type { UiSnapshot } from './ui-snapshot';

const INGREDIENT_LABEL: Record<Ingredient, string> = { sugar: 'Sugar', syrup: 'Syrup', cones: 'Cones' };

function statusText(ui: UiSnapshot): string {
  if (ui.phase === 'spinning') return `Spinning… ${ui.progress}%`;
  if (ui.phase === 'ready') return ui.queueLength > 0 ? 'Cotton candy ready: serve it!' : 'Ready! Waiting for a customer…';
  if (ui.phase === 'serving') return 'Serving…';
  if (ui.paused) return 'Business paused: no new customers.';
  return `${ui.queueLength} of ${ui.capacity} waiting`;
}

function Kbd({ children }: { children: string }) {
  return (
    <kbd aria-hidden className="hidden rounded border border-current/30 px-1 text-[0.7rem] leading-4 font-bold opacity-70 sm:inline">
      {children.toUpperCase()}
    </kbd>
  );
}

/**
 * The game's actions as HTML buttons: what a keyboard or screen-reader player uses, and what the canvas shows.
 * Spin and serve stay pressable when they cannot work, so the toasts "Can't Spin!" and "No Cotton Candy!" explain why.
 */
export function ActionBar() {
  const runtime = useRuntime();
  const ui = useUi();
  const base = 'inline-flex h-11 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-extrabold shadow-sm transition-colors';
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-ink/10 bg-white px-3 py-2" data-testid="game-actions">
      <div className="flex gap-1.5" role="group" aria-label="Ingredients">
        {INGREDIENTS.map((ingredient) => (
          <button
            key={ingredient}
            type="button"
            aria-keyshortcuts={SHORTCUTS[ingredient]}
            aria-label={`Add ${ingredient} (${ui.ingredients[ingredient]} left)`}
            aria-pressed={ui.loaded[ingredient]}
            onClick={() => runtime.dispatch({ type: 'addIngredient', ingredient })}
            className={cn(base, 'bg-cream text-ink ring-2 ring-candy-pink/40 hover:bg-candy-pink/15 aria-pressed:bg-candy-mint/50')}
          >
            {INGREDIENT_LABEL[ingredient]} <span className="tabular-nums">{ui.ingredients[ingredient]}</span>
            <Kbd>{SHORTCUTS[ingredient]}</Kbd>
          </button>
        ))}
      </div>
      <div className="flex gap-1.5">
        <button
          type="button"
          aria-keyshortcuts="S"
          disabled={ui.phase !== 'idle'}
          onClick={() => runtime.dispatch({ type: 'spin' })}
          className={cn(base, 'bg-candy-purple-dark px-5 text-white hover:bg-candy-purple-dark/90 disabled:opacity-50')}
        >
          Spin <Kbd>{SHORTCUTS.spin}</Kbd>
        </button>
        {ui.toppings.length > 0 && (
          <div className="flex gap-1.5" role="group" aria-label="Toppings">
            {ui.toppings.map((topping) => (
              <button
                key={topping}
                type="button"
                aria-keyshortcuts={SHORTCUTS[topping]}
                aria-pressed={ui.candy?.topping === topping}
                disabled={ui.phase !== 'ready'}
                onClick={() => runtime.dispatch({ type: 'finish', topping })}
                className={cn(base, 'bg-candy-yellow/60 text-ink hover:bg-candy-yellow disabled:opacity-50 aria-pressed:bg-candy-mint/60')}
              >
                {TOPPING_LABEL[topping]} <Kbd>{SHORTCUTS[topping]}</Kbd>
              </button>
            ))}
          </div>
        )}
        <button
          type="button"
          aria-keyshortcuts="D"
          disabled={ui.phase === 'serving'}
          onClick={() => runtime.dispatch({ type: 'serve' })}
          className={cn(
            base,
            'px-5 text-white disabled:opacity-50',
            ui.canServe ? 'bg-candy-pink-dark hover:bg-candy-pink-dark/90 motion-safe:animate-pulse' : 'bg-candy-pink-dark/80',
          )}
        >
          Serve <Kbd>{SHORTCUTS.serve}</Kbd>
        </button>
      </div>
      <p className="ml-auto text-sm font-bold text-ink/70" data-testid="game-status">
        {statusText(ui)}
      </p>
    </div>
  );
}
