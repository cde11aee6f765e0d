// The game panel lives in game/ui. This module is the frame's only link to it: the collapsed bar is plain React,
// and the engine with PixiJS is imported dynamically when the panel is first expanded.
export { GamePanelHost as GamePanelMount } from '../../../game/ui/game-panel-host';
