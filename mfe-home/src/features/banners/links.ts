/** The banner images' intrinsic size (the API's generated banners are 750×300): reserves the box. */
export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 300;

/** A link of this site (a /m/ route) rather than an outside address. */
export const isInAppLink = (link: string): boolean => link.startsWith('/') && !link.startsWith('//');
