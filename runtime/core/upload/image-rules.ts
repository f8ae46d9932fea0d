/** Spec 000 §5: images are resized to at most 1200x1200 at quality 0.8; the types the upload accepts. */
export const imageUploadRules = {
  maxSide: 1200,
  quality: 0.8,
  extensions: { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' },
} as const;

/** "Image upload must be an image type": the image types the storage accepts (GIFs keep their animation: not resized). */
export function isUploadableImage(type: string): boolean {
  return type in imageUploadRules.extensions;
}

/** The size that fits within max x max, keeping the aspect ratio; smaller images keep their size. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
