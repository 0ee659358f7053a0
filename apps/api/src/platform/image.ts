import { imageSize } from 'image-size';

/**
 * Pixel size of an image, read from its own header (never trusted from the client). Null when the
 * bytes are not an image format image-size knows or the header is damaged.
 */
export function imageDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  try {
    const size = imageSize(bytes);
    if (!size.width || !size.height) return null;
    // Rotated JPEGs (EXIF orientation 5-8) are shown with width and height swapped.
    const rotated = size.orientation !== undefined && size.orientation >= 5;
    return rotated ? { width: size.height, height: size.width } : { width: size.width, height: size.height };
  } catch {
    return null;
  }
}
