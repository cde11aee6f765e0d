// PixiJS under the site's Content-Security-Policy (no 'unsafe-eval'): this import swaps in shader and uniform
// code that needs no eval. It must run before any Pixi renderer is made.
import 'pixi.js/unsafe-eval';
import { Application, extend } from '@pixi/react';
import { Container, Graphics, Text, type Application as PixiApplication } from 'pixi.js';
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentProps, type RefObject } from 'react';
import type { GameRuntime } from '../ui/runtime';
import { computeLayout } from './layout';
import { Scene } from './scene';
import { SceneContext, type SceneContextValue } from './scene-context';

extend({ Container, Graphics, Text });

/** Renderer names of WebGL implementations that run on the CPU. */
const SOFTWARE_GL = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/**
 * WebGL when the device renders it in hardware, else PixiJS's Canvas 2D renderer: on a machine without GPU
 * acceleration (a blocklisted driver, a virtual machine, headless Chromium) software WebGL draws this scene at a
 * few frames a second while Canvas 2D keeps it smooth. The browser says so through failIfMajorPerformanceCaveat,
 * or, where it does not, through the renderer's name.
 */
function pickRenderer(): 'webgl' | 'canvas' {
  try {
    const probe = document.createElement('canvas');
    const options: WebGLContextAttributes = { failIfMajorPerformanceCaveat: true };
    const gl = probe.getContext('webgl2', options) ?? probe.getContext('webgl', options);
    if (gl === null) return 'canvas';
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(gl.getParameter(info === null ? gl.RENDERER : info.UNMASKED_RENDERER_WEBGL));
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return SOFTWARE_GL.test(name) ? 'canvas' : 'webgl';
  } catch {
    return 'canvas';
  }
}

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

function useElementSize(ref: RefObject<HTMLElement | null>): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const observer = new ResizeObserver(() => setSize({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    setSize({ width: element.clientWidth, height: element.clientHeight });
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * The game canvas: a PixiJS application sized to its box and the device pixel ratio, drawing the runtime's state
 * at the display's frame rate. Purely visual (aria-hidden): every action has an HTML button beside it.
 */
export default function GameCanvas({ runtime }: { runtime: GameRuntime }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(boxRef);
  const reducedMotion = usePrefersReducedMotion();
  const layout = useMemo(() => computeLayout(size.width, size.height), [size.width, size.height]);
  const context = useMemo<SceneContextValue>(() => ({ runtime, layout, reducedMotion }), [runtime, layout, reducedMotion]);
  const resolution = typeof window === 'undefined' ? 1 : Math.min(3, window.devicePixelRatio || 1);
  const [preference] = useState(pickRenderer);
  // PixiJS 8.22's autoDetectRenderer takes 'canvas', but the Application options type still lists only 'webgl' and
  // 'webgpu' (RendererOptions narrows AutoDetectOptions), so the prop is widened here, once.
  const renderer = { preference } as unknown as Pick<ComponentProps<typeof Application>, 'preference'>;
  // One clock: Pixi's own ticker never starts (autoStart false); the runtime's animation frame advances the engine
  // and then runs the ticker with the same timestamp, so every useTick callback and the render see that frame.
  const [app, setApp] = useState<PixiApplication | null>(null);
  const onInit = useCallback((application: PixiApplication) => setApp(application), []);
  const visible = size.width > 0 && size.height > 0;
  // Whether the scene has been drawn at least once since the app started: until then the canvas is blank and a tap
  // meets no jar. Said on the box (data-scene-drawn) for whoever waits to play, a test included.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    // A hidden tab unmounts the Application (and destroys its app); the next mount reports a new one.
    if (!visible) setApp(null);
  }, [visible]);
  useEffect(() => {
    setDrawn(false);
    if (app === null || !visible) return;
    let drawnOnce = false;
    return runtime.onFrame((frame) => {
      app.ticker?.update(frame.time);
      if (!drawnOnce && app.stage.children.length > 0) {
        drawnOnce = true;
        setDrawn(true);
      }
    });
  }, [app, visible, runtime]);
  // Pixi follows its box on window resizes only; the box also changes when the panel's rows wrap or fonts load.
  useEffect(() => {
    if (visible) app?.resize();
  }, [app, visible, size.width, size.height]);

  return (
    <div ref={boxRef} className="absolute inset-0 overflow-hidden" data-testid="game-canvas" data-scene-drawn={drawn} aria-hidden="true">
      {visible ? (
        <Application resizeTo={boxRef} resolution={resolution} autoDensity autoStart={false} onInit={onInit} background={0xbfe8ff} antialias {...renderer}>
          {/* The provider sits inside Application: its children render in Pixi's own React reconciler. */}
          <SceneContext.Provider value={context}>
            <Scene />
          </SceneContext.Provider>
        </Application>
      ) : null}
    </div>
  );
}
