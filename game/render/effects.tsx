import { useTick } from '@pixi/react';
import { Graphics, Text, type Container } from 'pixi.js';
import { useCallback, useEffect, useRef } from 'react';
import { FLAVORS, coinFraction, type Customer, type GameEvent } from '../engine';
import { drawCoin, drawCustomer } from './draw';
import { easeOut, slotX, type SceneLayout } from './layout';
import { COLORS, hexToNumber, lookFor } from './palette';
import { TEXT_FONT, noDraw, useScene } from './scene-context';

/** choice: how long a customer takes to walk off the screen after being served or giving up. */
const DEPARTURE_MS = 1100;
const BANNER_MS = 1800;
/** choice: a reward's coins fly up from the customer for this long, one after another. */
const COIN_FLIGHT_MS = 850;
const COIN_STAGGER_MS = 70;
const MAX_FLYING_COINS = 8;
const POP_MS = 1300;

interface Departure {
  graphics: Graphics;
  startX: number;
  startedAt: number;
  happy: boolean;
}

interface FlyingCoin {
  fromX: number;
  fromY: number;
  startedAt: number;
}

interface Pop {
  text: Text;
  x: number;
  y: number;
  startedAt: number;
}

function popText(text: string, size: number, fill: number): Text {
  return new Text({
    text,
    anchor: 0.5,
    style: { fontFamily: TEXT_FONT, fontSize: size, fontWeight: '900', fill, stroke: { color: COLORS.white, width: Math.round(size / 4) } },
  });
}

/** Where flying coins end: the top left of the scene, under the coin count in the panel's header. */
function coinTarget(layout: SceneLayout): { x: number; y: number } {
  return { x: 40, y: 14 + layout.top };
}

/**
 * Moments drawn on top of the scene, all started by engine events drained from the runtime's queue: customers
 * walking away (happy with their candy, or sad when their patience ran out), the coins of a serve flying up with
 * a big "+N coins", the exploration bonus, and the level-up and day-goal banners.
 */
export function Effects() {
  const { runtime, layout, reducedMotion } = useScene();
  const layerRef = useRef<Container>(null);
  const coinsRef = useRef<Graphics>(null);
  const bannerRef = useRef<Text>(null);
  const departures = useRef<Departure[]>([]);
  const flying = useRef<FlyingCoin[]>([]);
  const pops = useRef<Pop[]>([]);
  /** Customers seen in line (and their place) as of the last frame, to draw the ones who leave. */
  const known = useRef(new Map<number, { customer: Customer; index: number }>());
  const banner = useRef<{ text: string; startedAt: number } | null>(null);

  useEffect(
    () => () => {
      for (const departure of departures.current) departure.graphics.destroy();
      for (const pop of pops.current) pop.text.destroy();
      departures.current = [];
      pops.current = [];
    },
    [],
  );

  const tick = useCallback(() => {
    const layer = layerRef.current;
    const coins = coinsRef.current;
    const bannerText = bannerRef.current;
    if (layer === null || coins === null || bannerText === null) return;
    const { state, alpha, time: now } = runtime.frame;
    const events: GameEvent[] = runtime.renderEvents.drain();

    const addPop = (text: Text, x: number, y: number, delay = 0) => {
      text.x = x;
      text.y = y;
      text.alpha = 0;
      layer.addChild(text);
      pops.current.push({ text, x, y, startedAt: now + delay });
    };

    for (const event of events) {
      if (event.type === 'levelUp') banner.current = { text: `Reputation ${event.level}!`, startedAt: now };
      else if (event.type === 'dayGoalReached') banner.current = { text: `Day goal! +${event.coins} coins`, startedAt: now };
      else if (event.type === 'explorationBonus')
        addPop(popText(`+${event.coins} coins for exploring!`, 24, COLORS.standTrim), layout.width / 2, layout.top + 70);
      else if (event.type === 'customerServed' || event.type === 'customerLeft') {
        const seen = known.current.get(event.customerId);
        if (seen === undefined) continue;
        const served = event.type === 'customerServed';
        const look = lookFor(seen.customer);
        const graphics = new Graphics();
        drawCustomer(graphics, look, {
          reaching: false,
          candyColor: served ? hexToNumber(FLAVORS[state.spinner.flavor].color) : null,
          sad: !served,
          bob: 0,
        });
        graphics.y = layout.groundY + 6;
        graphics.x = slotX(layout, seen.index);
        graphics.scale.set(layout.customerScale);
        layer.addChild(graphics);
        departures.current.push({ graphics, startX: graphics.x, startedAt: now, happy: served });
        if (served) {
          const headY = layout.groundY - look.height * layout.customerScale - 10;
          const count = Math.min(MAX_FLYING_COINS, event.coins);
          for (let i = 0; i < count; i += 1) flying.current.push({ fromX: graphics.x + (i % 3) * 10 - 10, fromY: headY, startedAt: now + i * COIN_STAGGER_MS });
          addPop(popText(`+${event.coins} ${event.coins === 1 ? 'coin' : 'coins'}`, 34, COLORS.coinEdge), graphics.x, headY - 26);
          if (event.wished) addPop(popText(`Favourite flavor! +${event.tip} tip`, 20, COLORS.standTrim), graphics.x, headY - 62, 150);
        } else {
          addPop(popText('Gave up…', 18, COLORS.closed), graphics.x, layout.groundY - look.height * layout.customerScale - 30);
        }
      }
    }
    known.current.clear();
    state.queue.forEach((customer, index) => known.current.set(customer.id, { customer, index }));

    // Happy customers walk off to the right with their candy, sad ones slowly, both fading.
    departures.current = departures.current.filter((departure) => {
      const duration = reducedMotion ? DEPARTURE_MS / 3 : departure.happy ? DEPARTURE_MS : DEPARTURE_MS * 1.4;
      const t = (now - departure.startedAt) / duration;
      if (t >= 1) {
        departure.graphics.destroy();
        return false;
      }
      if (!reducedMotion) {
        departure.graphics.x = departure.startX + (layout.width + 80 - departure.startX) * easeOut(t);
        if (departure.happy) departure.graphics.y = layout.groundY + 6 - Math.abs(Math.sin(t * Math.PI * 5)) * 6;
      }
      departure.graphics.alpha = 1 - t * t;
      return true;
    });

    // Pop-up texts rise a little and fade.
    pops.current = pops.current.filter((pop) => {
      const t = (now - pop.startedAt) / POP_MS;
      if (t >= 1) {
        pop.text.destroy();
        return false;
      }
      if (t < 0) return true;
      pop.text.alpha = t < 0.75 ? 1 : 1 - (t - 0.75) / 0.25;
      pop.text.y = pop.y - (reducedMotion ? 0 : easeOut(t) * 30);
      pop.text.scale.set(reducedMotion ? 1 : 0.6 + 0.4 * easeOut(Math.min(1, t * 4)) + (t < 0.25 ? Math.sin(t * 4 * Math.PI) * 0.15 : 0));
      return true;
    });

    // The serve's coins fly up to the coin count; while the engine's coin animation runs, a few spin above the counter.
    coins.clear();
    const target = coinTarget(layout);
    flying.current = flying.current.filter((coin) => {
      const t = (now - coin.startedAt) / (reducedMotion ? COIN_FLIGHT_MS / 2 : COIN_FLIGHT_MS);
      if (t >= 1) return false;
      if (t < 0) return true;
      const e = reducedMotion ? 1 : easeOut(t);
      const x = coin.fromX + (target.x - coin.fromX) * e;
      const y = coin.fromY + (target.y - coin.fromY) * e - Math.sin(t * Math.PI) * 70;
      drawCoin(coins, x, y, 13, t < 0.85 ? 1 : 1 - (t - 0.85) / 0.15);
      return true;
    });
    const f = coinFraction(state, alpha);
    if (f !== null && !reducedMotion) {
      const { x, y } = layout.spinner;
      for (let i = 0; i < 3; i += 1) {
        const angle = f * Math.PI * 4 + (i * Math.PI * 2) / 3;
        drawCoin(coins, x + Math.cos(angle) * 46, y - 70 + Math.sin(angle) * 12 - f * 30, 10, 1 - f);
      }
    }

    // The banner: level-up or the day's goal.
    const current = banner.current;
    const since = current === null ? Number.POSITIVE_INFINITY : now - current.startedAt;
    if (current !== null && since < BANNER_MS) {
      bannerText.text = current.text;
      bannerText.visible = true;
      const t = since / BANNER_MS;
      bannerText.alpha = t < 0.8 ? 1 : 1 - (t - 0.8) / 0.2;
      bannerText.scale.set(reducedMotion ? 1 : 0.7 + 0.3 * easeOut(Math.min(1, t * 3)) + (t < 0.33 ? Math.sin(t * 3 * Math.PI) * 0.12 : 0));
    } else {
      bannerText.visible = false;
    }
  }, [runtime, layout, reducedMotion]);
  useTick(tick);

  return (
    <pixiContainer>
      <pixiContainer ref={layerRef} />
      <pixiGraphics ref={coinsRef} draw={noDraw} />
      <pixiText
        ref={bannerRef}
        text=""
        visible={false}
        anchor={0.5}
        x={layout.width / 2}
        y={layout.top + 60}
        style={{ fontFamily: TEXT_FONT, fontSize: 44, fontWeight: '900', fill: COLORS.standTrim, stroke: { color: COLORS.white, width: 8 } }}
      />
    </pixiContainer>
  );
}
