// ui-kit's own interaction numbers. The spec's values (badge cap, banner delay, toast types) come
// from @tessera/contract, named once there.

/** Horizontal travel that counts as a swipe rather than a tap. */
export const SWIPE_THRESHOLD_PX = 40;

/** Marquee scroll speed; duration follows the text's width so long and short lines read alike. */
export const MARQUEE_SPEED_PX_PER_S = 60;

/** DESIGN.md: skeletons appear only once loading has lasted this long, so fast answers do not flash. */
export const SKELETON_DELAY_MS = 150;
