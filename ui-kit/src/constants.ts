// The spec's numbers that ui-kit needs at run time (spec §2 Home, §2 Message center, §9).
// shared-contracts names the same values; constants.test.ts fails if the two ever drift.

/** Unread badges show the count, or `99+` above this (spec §9). */
export const BADGE_CAP = 99;

/** Banner carousel auto-advance (spec §2 Home, §9 "banner delay 5000 ms"). */
export const CAROUSEL_INTERVAL_MS = 5000;

/** Horizontal travel that counts as a swipe rather than a tap. */
export const SWIPE_THRESHOLD_PX = 40;

/** Marquee scroll speed; duration follows the text's width so long and short lines read alike. */
export const MARQUEE_SPEED_PX_PER_S = 60;

/** DESIGN.md: skeletons appear only once loading has lasted this long, so fast answers do not flash. */
export const SKELETON_DELAY_MS = 150;
