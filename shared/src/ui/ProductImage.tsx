import { trustedImageUrl } from '../assets/imageUrls';
import { getRuntimeConfig } from '../config/runtimeConfig';

interface ProductImageProps {
  /** The picture's address as outside data gave it; shown only when trustedImageUrl allows it. */
  src: string | null | undefined;
  /** The product's name in the page's language: the placeholder shows its first letter. */
  name: string;
  /** The caller's box (size, radius, background), used by the picture and the placeholder alike. */
  className: string | undefined;
  width: number;
  height: number;
  /** Load at once (in the first screen) rather than lazily. */
  eager?: boolean;
}

/**
 * A product's or offer's picture, decorative (its name is the card's text),
 * or, for a missing or disallowed address, the landing's placeholder: the
 * name's first letter on the brand's soft colour, in the same box, so the
 * layout is the same and a foreign host is never asked for anything.
 */
export function ProductImage({ src, name, className, width, height, eager = false }: ProductImageProps) {
  const url = trustedImageUrl(src, getRuntimeConfig());
  if (!url) {
    return (
      <span className={[className, 'sc-image-placeholder'].filter(Boolean).join(' ')} aria-hidden="true" data-testid="image-placeholder">
        {name.trim().charAt(0)}
      </span>
    );
  }
  return <img className={className} src={url} alt="" width={width} height={height} loading={eager ? 'eager' : 'lazy'} decoding="async" />;
}
