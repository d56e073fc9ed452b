/** A small real PNG drawn on a canvas, as a member's photo in stories (browser only). */
export async function pngFile(name = 'me.png', colour = '#f2a900'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 40;
  canvas.height = 50;
  const context = canvas.getContext('2d')!;
  context.fillStyle = colour;
  context.fillRect(0, 0, 40, 50);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}
