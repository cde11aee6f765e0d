import { useTick } from '@pixi/react';
import { Graphics, Text, type Container, type Ticker } from 'pixi.js';
import { useCallback, useEffect, useRef } from 'react';
import { FLAVORS, coinFraction, type Customer } from '../engine';
import { drawCoin, drawCustomer } from './draw';
import { easeOut, slotX } from './layout';
import { COLORS, CUSTOMER_LOOKS, hexToNumber } from './palette';
import { TEXT_FONT, noDraw, useScene } from './scene-context';

/** choice: how long a customer takes to walk off the screen after being served or giving up. */
const DEPARTURE_MS = 900;
const LEVEL_UP_MS = 1600;

interface Departure {
  graphics: Graphics;
  startX: number;
  startedAt: number;
}

/**
 * Moments drawn on top of the scene: coins rising after a serve (the engine's 1000 ms coin animation), customers
 * walking away (happy with a candy, or sad when their patience ran out) and a level-up banner.
 */
export function Effects() {
  const { runtime, layout, reducedMotion } = useScene();
  const layerRef = useRef<Container>(null);
  const coinsRef = useRef<Graphics>(null);
  const coinTextRef = useRef<Text>(null);
  const levelTextRef = useRef<Text>(null);
  const departures = useRef<Departure[]>([]);
  const lastQueue = useRef<readonly Customer[]>([]);
  const levelUpAt = useRef<number | null>(null);

  useEffect(
    () => () => {
      for (const departure of departures.current) departure.graphics.destroy();
      departures.current = [];
    },
    [],
  );

  const tick = useCallback(
    (ticker: Ticker) => {
      const layer = layerRef.current;
      const coins = coinsRef.current;
      const coinText = coinTextRef.current;
      const levelText = levelTextRef.current;
      if (layer === null || coins === null || coinText === null || levelText === null) return;
      const now = ticker.lastTime;
      const { state, alpha, events } = runtime.frame;

      // New departures from this frame's events, drawn from the line as it was a frame ago.
      for (const event of events) {
        if (event.type === 'levelUp') levelUpAt.current = now;
        if (event.type !== 'customerServed' && event.type !== 'customerLeft') continue;
        const index = lastQueue.current.findIndex((c) => c.id === event.customerId);
        const customer = lastQueue.current[index];
        if (customer === undefined) continue;
        const graphics = new Graphics();
        const served = event.type === 'customerServed';
        drawCustomer(graphics, CUSTOMER_LOOKS[customer.type], {
          reaching: false,
          candyColor: served ? hexToNumber(FLAVORS[state.spinner.flavor].color) : null,
          sad: !served,
          bob: 0,
        });
        graphics.y = layout.groundY + 6;
        graphics.x = slotX(Math.max(0, index));
        layer.addChild(graphics);
        departures.current.push({ graphics, startX: graphics.x, startedAt: now });
      }
      lastQueue.current = state.queue;

      // Walk the departing customers off to the right, fading.
      departures.current = departures.current.filter((departure) => {
        const t = (now - departure.startedAt) / (reducedMotion ? DEPARTURE_MS / 3 : DEPARTURE_MS);
        if (t >= 1) {
          departure.graphics.destroy();
          return false;
        }
        if (!reducedMotion) departure.graphics.x = departure.startX + (layout.width + 60 - departure.startX) * easeOut(t);
        departure.graphics.alpha = 1 - t * t;
        return true;
      });

      // Coins rising from the counter during the coin animation.
      coins.clear();
      const f = coinFraction(state, alpha);
      const animation = state.coinAnimation;
      if (f !== null && animation !== null) {
        const baseX = slotX(0) - 30;
        const baseY = layout.groundY - 100;
        const rise = reducedMotion ? 0 : easeOut(f) * 60;
        const fade = f < 0.7 ? 1 : 1 - (f - 0.7) / 0.3;
        for (let i = 0; i < animation.coins; i += 1) {
          const wobble = reducedMotion ? 0 : Math.sin(f * Math.PI * 3 + i) * 6;
          drawCoin(coins, baseX + i * 18 + wobble, baseY - rise - i * 8, 9, fade);
        }
        coinText.text = `+${animation.coins} ${animation.coins === 1 ? 'coin' : 'coins'}  +${animation.points} pts`;
        coinText.x = baseX + 10;
        coinText.y = baseY - rise - 34;
        coinText.alpha = fade;
        coinText.visible = true;
      } else {
        coinText.visible = false;
      }

      // The level-up banner.
      const since = levelUpAt.current === null ? Number.POSITIVE_INFINITY : now - levelUpAt.current;
      if (since < LEVEL_UP_MS) {
        levelText.text = `Level ${state.profile.businessLevel}!`;
        levelText.visible = true;
        const t = since / LEVEL_UP_MS;
        levelText.alpha = t < 0.8 ? 1 : 1 - (t - 0.8) / 0.2;
        levelText.scale.set(reducedMotion ? 1 : 0.8 + 0.2 * easeOut(Math.min(1, t * 3)));
      } else {
        levelText.visible = false;
      }
    },
    [runtime, layout.groundY, layout.width, reducedMotion],
  );
  useTick(tick);

  return (
    <pixiContainer>
      <pixiContainer ref={layerRef} />
      <pixiGraphics ref={coinsRef} draw={noDraw} />
      <pixiText
        ref={coinTextRef}
        text=""
        visible={false}
        anchor={0.5}
        style={{ fontFamily: TEXT_FONT, fontSize: 17, fontWeight: '900', fill: COLORS.ink, stroke: { color: COLORS.white, width: 4 } }}
      />
      <pixiText
        ref={levelTextRef}
        text=""
        visible={false}
        anchor={0.5}
        x={layout.width / 2}
        y={Math.max(40, layout.counterY - 150)}
        style={{ fontFamily: TEXT_FONT, fontSize: 34, fontWeight: '900', fill: COLORS.standTrim, stroke: { color: COLORS.white, width: 6 } }}
      />
    </pixiContainer>
  );
}
