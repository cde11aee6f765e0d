// `npm run sim:economy`: plays the game engine with an honest scripted player (half-second reactions, serving
// wished flavors, shopping sensibly) and with a button-masher, and prints what the balance in
// game/engine/constants.ts promises. game/engine/economy-sim.test.ts holds the same figures.
// Options: --hours N (how long the honest player plays for the discount steps, default 6), --seed N.
import { tsImport } from 'tsx/esm/api';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] !== undefined ? Number(args[index + 1]) : fallback;
};
const hours = option('hours', 6);
const seed = option('seed', 1);

const { simulateEconomy, LOST_TARGET_FIRST_HOUR, LOST_TARGET_WHOLE_RUN, BOT_EXTRA_TARGET } = await tsImport('../game/engine/economy-sim.ts', import.meta.url);
const gradeLine = (grades) => ['A', 'B', 'C', 'D'].map((g) => `${g} ${grades[g]}`).join(', ');
const format = (minutes) => (minutes === null ? 'never' : String(minutes));

const honest = simulateEconomy('honest', hours * 60, seed);
console.log(`first flavor unlocked after ${format(honest.firstFlavorMin)} min`);
console.log(`all upgrades after ${format(honest.allUpgradesMin)} min`);
console.log(`dead ends: ${honest.deadEnds}`);
for (const [percent, at] of honest.discountSteps) {
  console.log(`discount ${percent}% after ${at === null ? `more than ${hours}` : at} h`);
}
console.log(`(honest player, ${hours} h: earned ${honest.coinsEarned} coins, served ${honest.served}, lost ${honest.lost})`);
const percent = (share) => (share === null ? 'n/a' : `${(share * 100).toFixed(1)}%`);
console.log(
  `customers lost by the honest player: first hour ${percent(honest.lostShareFirstHour)} (target: at most ${percent(LOST_TARGET_FIRST_HOUR)}), ` +
    `over ${hours} h ${percent(honest.lost / (honest.served + honest.lost))} (target: at most ${percent(LOST_TARGET_WHOLE_RUN)})`,
);
console.log(`honest player's serves graded: ${gradeLine(honest.grades)}`);
const careless = simulateEconomy('careless', 60, seed);
const honestHour = simulateEconomy('honest', 60, seed);
console.log(
  `careless player (never loads or finishes), 1 h: earned ${careless.coinsEarned} coins against the honest player's ${honestHour.coinsEarned}; ` +
    `graded ${gradeLine(careless.grades)}`,
);

const masher = simulateEconomy('masher', 30, seed);
console.log(
  `button-masher, 30 min: first flavor ${format(masher.firstFlavorMin)} min, all upgrades ${format(masher.allUpgradesMin)} min, ` +
    `dead ends: ${masher.deadEnds}, earned ${masher.coinsEarned} coins, served ${masher.served}, lost ${masher.lost}`,
);

// Commands the page does not send that way earn nothing extra: the same perfect player, with and without them.
const pageWay = simulateEconomy('perfect', 60, seed);
for (const bot of ['callsCustomers', 'closesStand']) {
  const result = simulateEconomy(bot, 60, seed);
  const over = ((result.coinsEarned / pageWay.coinsEarned - 1) * 100).toFixed(1);
  console.log(
    `bot ${bot}, 1 h: earned ${result.coinsEarned} coins, ${over}% against the page's commands played perfectly (${pageWay.coinsEarned}; target: at most +${BOT_EXTRA_TARGET * 100}%)`,
  );
}
