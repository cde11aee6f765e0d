import { tsImport } from 'tsx/esm/api';
const { simulateEconomy } = await tsImport('/work/wt/h33-game/game/engine/economy-sim.ts', import.meta.url);
for (const seed of [1,2]) {
const h = simulateEconomy('honest', Number(process.argv[2] ?? 360), seed);
console.log(seed, 'first', h.firstFlavorMin, 'upg', h.allUpgradesMin, 'lost1h', (h.lostShareFirstHour*100).toFixed(1), 'all', (100*h.lost/(h.lost+h.served)).toFixed(1), 'coins', h.coinsEarned, 'served', h.served, JSON.stringify(h.discountSteps));
}
