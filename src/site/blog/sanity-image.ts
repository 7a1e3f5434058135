/**
 * Image URLs for blog pictures, sized by width. Sanity's image CDN resizes on the `w` parameter and
 * picks a modern format with `auto=format`; the local posts' pictures are already 1000 px wide and
 * ignore the parameters.
 */
export function sanityImageUrl(url: string, width: number): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}w=${width}&auto=format`;
}

/** The width a post's main image is requested at (SPEC §2). */
export const POST_IMAGE_WIDTH = 1000;
/** The width of a post's picture in link previews (Open Graph), not the original upload. */
export const SHARE_IMAGE_WIDTH = 1200;

/** A post's picture for link previews: Sanity's resized to 1200 px; a local one (already sized) as it is. */
export function shareImageUrl(url: string): string {
  return url.startsWith('/') ? url : sanityImageUrl(url, SHARE_IMAGE_WIDTH);
}
/** The width of the pictures in the blog list's cards. */
export const CARD_IMAGE_WIDTH = 600;

/** The height that keeps an image's proportions at a given width (so the page reserves its space). */
export function heightAt(width: number, dimensions: { width: number; height: number } | null | undefined): number {
  if (!dimensions || !dimensions.width) return Math.round(width * 0.6);
  return Math.round((width * dimensions.height) / dimensions.width);
}
