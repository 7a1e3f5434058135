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

/**
 * Keeps the editor's hotspot (the picture's subject) in view where a picture is cropped to a fixed
 * shape with object-fit: cover (the blog list's cards).
 */
export function hotspotPosition(hotspot: { x: number | null; y: number | null } | null | undefined): { objectPosition: string } | undefined {
  if (!hotspot || hotspot.x == null || hotspot.y == null) return undefined;
  const percent = (value: number) => `${Math.round(Math.min(1, Math.max(0, value)) * 1000) / 10}%`;
  return { objectPosition: `${percent(hotspot.x)} ${percent(hotspot.y)}` };
}

/** The widths a picture in a post's body is offered at; the browser picks by the column's width. */
export const BODY_IMAGE_WIDTHS = [500, 1000] as const;

/** The height that keeps an image's proportions at a given width (so the page reserves its space). */
export function heightAt(width: number, dimensions: { width: number; height: number } | null | undefined): number {
  if (!dimensions || !dimensions.width) return Math.round(width * 0.6);
  return Math.round((width * dimensions.height) / dimensions.width);
}
