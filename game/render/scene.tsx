import { Rectangle, type Container, type Graphics } from 'pixi.js';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { INGREDIENTS, LOCATIONS, type Ingredient } from '../engine';
import { useValue } from '../ui/store';
import { drawBackdrop, drawJar, drawStand } from './draw';
import { Effects } from './effects';
import { COLORS } from './palette';
import { QueueView } from './queue-view';
import { TEXT_FONT, useScene } from './scene-context';
import { SpinnerView } from './spinner-view';

/** The whole stand scene, scaled from logical units to the canvas. */
export function Scene() {
  const { layout } = useScene();
  return (
    <pixiContainer scale={layout.scale}>
      <StaticLayer />
      <StandSign />
      <Jars />
      <SpinnerView />
      <QueueView />
      <Effects />
    </pixiContainer>
  );
}

/**
 * Sky, ground and the stand change only with the canvas size, so they are drawn once into a texture: each frame
 * then copies one image instead of re-filling dozens of shapes, which matters on devices that draw on the CPU.
 */
function StaticLayer() {
  const { layout } = useScene();
  const ref = useRef<Container>(null);
  const backdrop = useCallback((g: Graphics) => drawBackdrop(g, layout), [layout]);
  const stand = useCallback((g: Graphics) => drawStand(g, layout), [layout]);
  useEffect(() => {
    const container = ref.current;
    if (container === null) return;
    container.cacheAsTexture({ resolution: layout.scale * Math.min(3, window.devicePixelRatio || 1), antialias: true });
    container.updateCacheTexture();
  }, [layout]);
  return (
    <pixiContainer ref={ref}>
      <pixiGraphics draw={backdrop} />
      <pixiGraphics draw={stand} />
    </pixiContainer>
  );
}

/** The location's name on the awning, and a CLOSED sign while the business is paused. */
function StandSign() {
  const { runtime, layout } = useScene();
  const ui = useValue(runtime.ui);
  const { left, right, top } = layout.stand;
  const centre = (left + right) / 2;
  return (
    <pixiContainer>
      <pixiText
        text={LOCATIONS[ui.location].name}
        x={centre}
        y={top + 56}
        anchor={0.5}
        style={{ fontFamily: TEXT_FONT, fontSize: 20, fontWeight: '900', fill: COLORS.standTrim }}
      />
      {ui.paused ? (
        <pixiText
          text="CLOSED"
          x={centre}
          y={layout.counterY + 58}
          anchor={0.5}
          rotation={-0.08}
          style={{ fontFamily: TEXT_FONT, fontSize: 30, fontWeight: '900', fill: COLORS.closed, stroke: { color: COLORS.white, width: 6 } }}
        />
      ) : null}
    </pixiContainer>
  );
}

/**
 * Sugar, syrup and cones on the counter with their counts; a loaded one glows, an empty one is faded. A tap puts
 * the ingredient in the spinner, as its button and key do.
 */
function Jars() {
  const { runtime, layout } = useScene();
  const ui = useValue(runtime.ui);
  return (
    <pixiContainer>
      {INGREDIENTS.map((ingredient) => (
        <Jar
          key={ingredient}
          ingredient={ingredient}
          x={layout.jars[ingredient].x}
          y={layout.jars[ingredient].y}
          minTap={layout.minTap}
          count={ui.ingredients[ingredient]}
          loaded={ui.loaded[ingredient]}
        />
      ))}
    </pixiContainer>
  );
}

interface JarProps {
  ingredient: Ingredient;
  x: number;
  y: number;
  minTap: number;
  count: number;
  loaded: boolean;
}

function Jar({ ingredient, x, y, minTap, count, loaded }: JarProps) {
  const { runtime } = useScene();
  const draw = useCallback((g: Graphics) => drawJar(g, ingredient, x, y, loaded, count === 0), [ingredient, x, y, loaded, count]);
  // The jar and its count, widened to at least 44 CSS pixels.
  const hitArea = useMemo(() => {
    const width = Math.max(54, minTap);
    const height = Math.max(86, minTap);
    return new Rectangle(x - width / 2, y + 32 - height, width, height);
  }, [x, y, minTap]);
  const onTap = useCallback(() => runtime.dispatch({ type: 'addIngredient', ingredient }), [runtime, ingredient]);
  return (
    <pixiContainer eventMode="static" cursor="pointer" hitArea={hitArea} onPointerTap={onTap}>
      <pixiGraphics draw={draw} />
      <pixiText
        text={`×${count}`}
        x={x}
        y={y + 20}
        anchor={0.5}
        style={{ fontFamily: TEXT_FONT, fontSize: 17, fontWeight: '900', fill: count === 0 ? COLORS.closed : COLORS.ink }}
      />
    </pixiContainer>
  );
}
