/** Every shoe is drawn toe-left on a last 600 units long, standing on this line. */
export const GROUND = 302;
export const LAST_LENGTH = 600;

/** One shoe drawn in last units, with what a scene needs to frame it. */
export interface ShoeArt {
  defs: string;
  body: string;
  /** The point a close-up zooms onto. */
  focus: { x: number; y: number };
  /** Topmost y of the drawing, so tall boots can be scaled to fit. */
  top: number;
}
