/**
 * Turns a picked image (JPEG, PNG, WebP...) into the PNG the API stores: drawn on a canvas, scaled
 * down until it fits the server's 2 MB limit. The server still checks the content itself.
 */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
const MAX_SIDE = 1600;

const base64Bytes = (base64: string): number => Math.floor((base64.length * 3) / 4);

export async function photoToPngBase64(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    let scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    for (;;) {
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const base64 = canvas.toDataURL('image/png').replace(/^data:image\/png;base64,/, '');
      if (base64Bytes(base64) <= MAX_PHOTO_BYTES || canvas.width <= 200) return base64;
      scale *= 0.7;
    }
  } finally {
    bitmap.close();
  }
}
