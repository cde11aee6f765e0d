import { describe, expect, it } from 'vitest';
import { EMPTY_HIGH_SCORES_TEXT, EXPANSION_TAB_TEXT, PROFILE_DIALOG_TITLE, messages } from './messages';

describe('toast catalogue', () => {
  it("has the game's toast titles, letter for letter", () => {
    expect(
      [
        messages.cantSpin(),
        messages.spinning(),
        messages.noCustomers(),
        messages.noCottonCandy(),
        messages.customerServed(4),
        messages.ingredientAdded('sugar'),
        messages.cantUse('cones'),
        messages.alreadyUnlocked('Ocean Blue'),
        messages.notEnoughCoins(40),
        messages.flavorUnlocked('Ocean Blue'),
        messages.flavorSelected('Ocean Blue'),
        messages.explorationBonus(),
        messages.soundOn(),
        messages.soundOff(),
        messages.businessResumed(),
        messages.businessPaused(),
        messages.tutorial(),
        messages.welcome(),
      ].map((t) => t.title),
    ).toEqual([
      "Can't Spin!",
      'Spinning!',
      'No Customers!',
      'No Cotton Candy!',
      'Customer Served!',
      'Ingredient Added!',
      "Can't Use!",
      'Already Unlocked',
      'Not Enough Coins',
      'Flavor Unlocked!',
      'Flavor Selected',
      'Exploration Bonus!',
      'Sound On!',
      'Sound Off',
      'Business Resumed!',
      'Business Paused',
      'How to Play Cotton-Candy Hustle',
      'Welcome to Cotton-Candy Empire!',
    ]);
  });

  it('shows game toasts 1.5 to 3 s and the tutorial 8 s', () => {
    const game = [
      messages.cantSpin(),
      messages.spinning(),
      messages.noCustomers(),
      messages.noCottonCandy(),
      messages.customerServed(1),
      messages.ingredientAdded('syrup'),
      messages.cantUse('syrup'),
      messages.alreadyUnlocked('x'),
      messages.notEnoughCoins(1),
      messages.flavorUnlocked('x'),
      messages.flavorSelected('x'),
      messages.explorationBonus(),
      messages.soundOn(),
      messages.soundOff(),
      messages.businessResumed(),
      messages.businessPaused(),
      messages.welcome(),
    ];
    for (const toast of game) {
      expect(toast.durationMs).toBeGreaterThanOrEqual(1500);
      expect(toast.durationMs).toBeLessThanOrEqual(3000);
    }
    expect(messages.tutorial().durationMs).toBe(8000);
    expect(messages.tutorial('keys').description).toContain('Keys: 1 2 3 ingredients, S spin, 4 5 6 toppings, D serve');
    expect(messages.tutorial('touch').description).toContain('tap the candy to serve');
    expect(messages.tutorial('touch').description).not.toContain('Keys:');
  });

  it('has the signed-in messages with their durations', () => {
    expect(messages.signedInWelcome()).toMatchObject({
      title:
        'Welcome to Cotton-Candy Hustle! Click START to play. Tap ingredients to add them to the spinner, spin the cotton candy, and tap it to serve customers and earn coins!',
      durationMs: 10_000,
    });
    expect(messages.achievementUnlocked()).toMatchObject({
      title: 'New Achievement Unlocked!',
      description: 'Check your dashboard to see your latest entrepreneurship milestone!',
      durationMs: 5000,
    });
    expect(messages.progressSaved(5, 12, 1)).toMatchObject({
      title: 'Game Progress Saved!',
      description: 'Earned 5 coins, 12 points, and served 1 customers.',
      durationMs: 3000,
    });
    expect(messages.syncError()).toMatchObject({
      title: 'Sync Error',
      description: 'Failed to save your game progress. Please try again.',
      durationMs: 3000,
      tone: 'error',
    });
  });

  it('has the fixed panel texts', () => {
    expect(EMPTY_HIGH_SCORES_TEXT).toBe('No high scores recorded yet! Be the first to make cotton candy history!');
    expect(EXPANSION_TAB_TEXT).toBe('Coming soon in the next update...');
    expect(PROFILE_DIALOG_TITLE).toBe('Welcome to Cotton Candy Business!');
  });
});
