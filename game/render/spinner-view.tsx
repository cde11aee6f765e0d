import { useTick } from '@pixi/react';
import type { Graphics, Text, Ticker } from 'pixi.js';
import { useCallback, useRef } from 'react';
import { FLAVORS, serveFraction, spinFraction } from '../engine';
import { drawBowl, drawCandy, drawCone, drawSwirl } from './draw';
import { candyRadius, easeInOut, slotX } from './layout';
import { COLORS, hexToNumber } from './palette';
import { TEXT_FONT, noDraw, useScene } from './scene-context';

function flavorColors(id: keyof typeof FLAVORS): number[] {
  const flavor = FLAVORS[id];
  return flavor.gradient ? flavor.gradient.map(hexToNumber) : [hexToNumber(flavor.color)];
}

/** The spinner bowl, the candy growing while it spins, ready on its cone, and flying to the customer when served. */
export function SpinnerView() {
  const { runtime, layout, reducedMotion } = useScene();
  const candyRef = useRef<Graphics>(null);
  const labelRef = useRef<Text>(null);
  const { x, y } = layout.spinner;

  const drawStatic = useCallback((g: Graphics) => {
    g.clear();
    drawBowl(g, x, y);
  }, [x, y]);

  const tick = useCallback(
    (ticker: Ticker) => {
      const g = candyRef.current;
      const label = labelRef.current;
      if (g === null || label === null) return;
      const { state, alpha } = runtime.frame;
      const time = ticker.lastTime;
      const colors = flavorColors(state.spinner.flavor);
      g.clear();
      const phase = state.spinner.phase;
      if (phase === 'spinning') {
        const fraction = spinFraction(state, alpha);
        const spin = reducedMotion ? 0 : time / 90;
        drawCandy(g, x, y - 26, candyRadius(fraction), colors, spin);
        if (!reducedMotion) drawSwirl(g, x, y - 26, candyRadius(fraction) * 0.6, spin * 1.5);
        label.text = `${state.spinner.progress}%`;
        label.visible = true;
      } else if (phase === 'ready') {
        const bob = reducedMotion ? 0 : Math.sin(time / 250) * 3;
        drawCone(g, x, y - 28 + bob, 40);
        drawCandy(g, x, y - 48 + bob, candyRadius(1) * 0.68, colors, 0);
        label.text = 'READY!';
        label.visible = true;
      } else if (phase === 'serving') {
        const f = serveFraction(state, alpha) ?? 0;
        const t = reducedMotion ? 1 : easeInOut(f);
        const toX = slotX(0) - 20;
        const toY = layout.groundY - 90;
        const cx = x + (toX - x) * t;
        const cy = y - 52 + (toY - (y - 52)) * t - Math.sin(t * Math.PI) * 60;
        drawCone(g, cx, cy + 22, 36);
        drawCandy(g, cx, cy, candyRadius(1) * 0.6, colors, 0);
        label.visible = false;
      } else {
        label.visible = false;
      }
    },
    [runtime, reducedMotion, x, y, layout.groundY],
  );
  useTick(tick);

  return (
    <pixiContainer>
      <pixiGraphics draw={drawStatic} />
      <pixiGraphics ref={candyRef} draw={noDraw} />
      <pixiText
        ref={labelRef}
        text=""
        x={x}
        y={y + 34}
        anchor={0.5}
        style={{ fontFamily: TEXT_FONT, fontSize: 18, fontWeight: '800', fill: COLORS.ink }}
      />
    </pixiContainer>
  );
}
