import { createContext, useContext, useState, type ImgHTMLAttributes } from 'react';

/**
 * Where an image address is loaded from, attempt by attempt (spec §3 status imageCDNs, §9 "image
 * CDN is chosen at random from the list, with a fallback"): attempt 0 is the first choice, each load
 * error asks for the next; null means nothing is left (the caller's fallback picture shows).
 */
export type TImageResolver = (src: string, attempt: number) => string | null;

/** Without a provider an image loads from where its address says, once. */
export const directImages: TImageResolver = (src, attempt) => (attempt === 0 ? src : null);

/** The shell provides the merchant's CDN rotation (docs/decisions/image-cdns.md); remotes' images follow it. */
export const ImageSourceContext = createContext<TImageResolver>(directImages);

export interface CdnImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src?: string;
  /** What the picture says, or "" for decoration: always given. */
  alt: string;
  /** Shown when `src` is missing or every source failed (an inline picture that cannot fail). */
  fallback: string;
}

/**
 * An <img> that loads through the page's image CDNs: on an error it tries the next CDN, then this
 * site, then shows `fallback`. A new `src` starts again at the first choice.
 */
export function CdnImage({ src, alt, fallback, onError, ...rest }: CdnImageProps) {
  const resolve = useContext(ImageSourceContext);
  const [state, setState] = useState<{ src: string | undefined; attempt: number }>({ src, attempt: 0 });
  const attempt = state.src === src ? state.attempt : 0;
  const resolved = src ? resolve(src, attempt) : null;
  return (
    <img
      {...rest}
      alt={alt}
      src={resolved ?? fallback}
      onError={(e) => {
        onError?.(e);
        if (resolved !== null) setState({ src, attempt: attempt + 1 });
      }}
    />
  );
}

/**
 * The rotation the shell uses: site-relative addresses ('/…') go to the CDNs in turn starting at
 * `start` (chosen at random once per session), then to this site; absolute addresses and data:
 * URLs load as they are.
 */
export function cdnRotation(cdns: readonly string[], start: number): TImageResolver {
  if (cdns.length === 0) return directImages;
  return (src, attempt) => {
    if (!src.startsWith('/') || src.startsWith('//')) return attempt === 0 ? src : null;
    if (attempt < cdns.length) return `${cdns[(start + attempt) % cdns.length]}${src}`;
    return attempt === cdns.length ? src : null;
  };
}
