import { useTick } from '@pixi/react';
import { Rectangle, type Graphics, type Text } from 'pixi.js';
import { useCallback, useMemo, useRef } from 'react';
import { FLAVORS, serveFraction, spinFraction } from '../engine';
import { useValue } from '../ui/store';
import { drawBowl, drawCandy, drawCone, drawSwirl } from './draw';
import { candyRadius, easeInOut, slotX } from './layout';
import { COLORS, hexToNumber } from './palette';
import { TEXT_FONT, noDraw, useScene } from './scene-context';

function flavorColors(id: keyof typeof FLAVORS): number[] {
  const flavor = FLAVORS[id];
  return flavor.gradient ? flavor.gradient.map(hexToNumber) : [hexToNumber(flavor.color)];
}

/**
 * The spinner bowl, the candy growing while it spins, ready on its cone, and flying to the customer when served.
 * Tapping it spins (when idle) or serves the ready candy; drawn around (0, 0) at the spinner's place and scale.
 */
export function SpinnerView() {
  const { runtime, layout, reducedMotion } = useScene();
  const ui = useValue(runtime.ui);
  const candyRef = useRef<Graphics>(null);
  const labelRef = useRef<Text>(null);
  const { x, y, scale } = layout.spinner;

  const drawStatic = useCallback((g: Graphics) => {
    g.clear();
    drawBowl(g, 0, 0);
  }, []);

  // At least 44 CSS pixels in every direction, and the whole bowl and candy.
  const hitArea = useMemo(() => {
    const half = Math.max(60, layout.minTap / scale / 2);
    return new Rectangle(-half, -130, half * 2, 130 + Math.max(34, layout.minTap / scale / 2));
  }, [layout.minTap, scale]);
  const onTap = useCallback(() => {
    const phase = runtime.state.spinner.phase;
    if (phase === 'ready') runtime.dispatch({ type: 'serve' });
    else if (phase === 'idle') runtime.dispatch({ type: 'spin' });
  }, [runtime]);
  const tappable = ui.phase === 'idle' || ui.phase === 'ready';

  const tick = useCallback(() => {
    const g = candyRef.current;
    const label = labelRef.current;
    if (g === null || label === null) return;
    const { state, alpha, time } = runtime.frame;
    const colors = flavorColors(state.spinner.flavor);
    g.clear();
    const phase = state.spinner.phase;
    if (phase === 'spinning') {
      const fraction = spinFraction(state, alpha);
      const spin = reducedMotion ? 0 : time / 90;
      drawCandy(g, 0, -26, candyRadius(fraction), colors, spin);
      if (!reducedMotion) drawSwirl(g, 0, -26, candyRadius(fraction) * 0.6, spin * 1.5);
      label.text = `${state.spinner.progress}%`;
      label.visible = true;
    } else if (phase === 'ready') {
      const bob = reducedMotion ? 0 : Math.sin(time / 250) * 3;
      const glow = reducedMotion ? 0.35 : 0.25 + 0.15 * Math.sin(time / 200);
      g.circle(0, -52 + bob, candyRadius(1) * 0.8).fill({ color: COLORS.white, alpha: glow });
      drawCone(g, 0, -28 + bob, 40);
      drawCandy(g, 0, -48 + bob, candyRadius(1) * 0.68, colors, 0);
      label.text = state.queue.length > 0 ? 'TAP TO SERVE!' : 'READY!';
      label.visible = true;
    } else if (phase === 'serving') {
      const f = serveFraction(state, alpha) ?? 0;
      const t = reducedMotion ? 1 : easeInOut(f);
      const toX = (slotX(layout, 0) - 20 - x) / scale;
      const toY = (layout.groundY - 90 * layout.customerScale - y) / scale;
      const cx = toX * t;
      const cy = -52 + (toY + 52) * t - Math.sin(t * Math.PI) * 60;
      drawCone(g, cx, cy + 22, 36);
      drawCandy(g, cx, cy, candyRadius(1) * 0.6, colors, 0);
      label.visible = false;
    } else {
      label.visible = false;
    }
  }, [runtime, reducedMotion, x, y, scale, layout]);
  useTick(tick);

  return (
    <pixiContainer x={x} y={y} scale={scale} eventMode={tappable ? 'static' : 'none'} cursor="pointer" hitArea={hitArea} onPointerTap={onTap}>
      <pixiGraphics draw={drawStatic} />
      <pixiGraphics ref={candyRef} draw={noDraw} />
      <pixiText
        ref={labelRef}
        text=""
        y={38}
        anchor={0.5}
        style={{ fontFamily: TEXT_FONT, fontSize: 15, fontWeight: '900', fill: COLORS.ink, stroke: { color: COLORS.white, width: 4 } }}
      />
    </pixiContainer>
  );
}
