import { useTick } from '@pixi/react';
import type { Container, Graphics } from 'pixi.js';
import { useCallback, useMemo, useRef } from 'react';
import { customerPatience, type Customer } from '../engine';
import { useValue } from '../ui/store';
import { drawCustomer, drawPatience, drawWish } from './draw';
import { approach, slotX } from './layout';
import { COLORS, flavorColors, lookFor } from './palette';
import { TEXT_FONT, noDraw, useScene } from './scene-context';

/** The line of customers: the first places in view, the rest summed up in a "+N waiting" badge above the line. */
export function QueueView() {
  const { runtime, layout } = useScene();
  // Re-render only when somebody joins or leaves the line.
  useValue(runtime.queueIds);
  const queue = runtime.state.queue;
  const visible = queue.slice(0, layout.visibleSlots);
  const hidden = queue.length - visible.length;
  const badgeX = Math.min(layout.width - 44, slotX(layout, visible.length - 1) + 6);
  const badgeY = layout.groundY - 150 * layout.customerScale - 18;
  const drawBadge = useCallback((g: Graphics) => {
    g.clear();
    g.roundRect(-40, -17, 80, 34, 17).fill(COLORS.standTrim);
    g.roundRect(-40, -17, 80, 34, 17).stroke({ width: 3, color: COLORS.white });
  }, []);
  return (
    <pixiContainer>
      {/* The far end of the line is drawn first so nearer customers stand in front. */}
      {[...visible].reverse().map((customer) => (
        <CustomerView key={customer.id} customer={customer} />
      ))}
      {hidden > 0 ? (
        <pixiContainer x={badgeX} y={badgeY}>
          <pixiGraphics draw={drawBadge} />
          <pixiText text={`+${hidden} more`} anchor={0.5} style={{ fontFamily: TEXT_FONT, fontSize: 17, fontWeight: '900', fill: COLORS.white }} />
        </pixiContainer>
      ) : null}
    </pixiContainer>
  );
}

function CustomerView({ customer }: { customer: Customer }) {
  const { runtime, layout, reducedMotion } = useScene();
  const containerRef = useRef<Container>(null);
  const bodyRef = useRef<Graphics>(null);
  const patienceRef = useRef<Graphics>(null);
  const wishRef = useRef<Graphics>(null);
  const xRef = useRef<number | null>(null);
  const lastTime = useRef<number | null>(null);
  const poseRef = useRef<string>('');
  const look = useMemo(() => lookFor(customer), [customer]);

  const tick = useCallback(() => {
    const container = containerRef.current;
    const body = bodyRef.current;
    const patience = patienceRef.current;
    const wish = wishRef.current;
    if (container === null || body === null || patience === null || wish === null) return;
    const { state, alpha, time } = runtime.frame;
    const deltaMs = lastTime.current === null ? 16 : time - lastTime.current;
    lastTime.current = time;
    const index = state.queue.findIndex((c) => c.id === customer.id);
    if (index < 0) return;
    const current = state.queue[index] ?? customer;
    const target = slotX(layout, index);
    // Walk in from the right edge the first time, then step forward as the line moves.
    if (xRef.current === null) xRef.current = reducedMotion ? target : layout.width + 40;
    xRef.current = reducedMotion ? target : approach(xRef.current, target, deltaMs, 160);
    const walking = Math.abs(xRef.current - target) > 1;
    container.x = xRef.current;
    container.y = layout.groundY + 6;
    const bob = walking && !reducedMotion ? Math.abs(Math.sin(time / 90)) * -3 : 0;
    const pose = `${current.isWaiting ? 'wait' : 'reach'}:${Math.round(bob)}`;
    if (pose !== poseRef.current) {
      poseRef.current = pose;
      drawCustomer(body, look, { reaching: !current.isWaiting, candyColor: null, sad: false, bob });
    }
    const left = customerPatience(current, state, alpha);
    patience.y = -look.height - 20;
    patience.visible = current.isWaiting;
    drawPatience(patience, left, 48);
    wish.y = -look.height - 46;
    wish.x = 30;
    wish.visible = current.isWaiting;
  }, [runtime, customer, look, layout, reducedMotion]);
  useTick(tick);

  const drawWishBubble = useCallback(
    (g: Graphics) => drawWish(g, flavorColors(customer.flavorPreference), customer.size, customer.topping),
    [customer.flavorPreference, customer.size, customer.topping],
  );

  return (
    <pixiContainer ref={containerRef} x={layout.width + 40} y={layout.groundY + 6} scale={layout.customerScale}>
      <pixiGraphics ref={bodyRef} draw={noDraw} />
      <pixiGraphics ref={patienceRef} draw={noDraw} />
      <pixiGraphics ref={wishRef} draw={drawWishBubble} />
    </pixiContainer>
  );
}
