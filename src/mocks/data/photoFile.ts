/**
 * A small real PNG drawn on a canvas, as a member's photo in stories (browser only). Encoded with
 * toDataURL, which returns at once: Chromium's toBlob encodes in an idle period and, on a page
 * busy with a test, waited about a second for one (1,011-1,018 ms a photo, measured).
 */
export async function pngFile(name = 'me.png', colour = '#f2a900'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 40;
  canvas.height = 50;
  const context = canvas.getContext('2d')!;
  context.fillStyle = colour;
  context.fillRect(0, 0, 40, 50);
  const base64 = canvas.toDataURL('image/png').split(',')[1]!;
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}
