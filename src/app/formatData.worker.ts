// Makes a locale's first formats off the page's main thread. Making them loads the browser's locale
// data once for the whole page (a worker shares it), so the formats the page then makes on its
// main thread are quick (src/app/prepareFormats.ts).
import { formatDataParts } from '../i18n/format';

addEventListener('message', ({ data }: MessageEvent<{ locale: string; dates: boolean }>) => {
  for (const make of formatDataParts(data.locale, data)) make();
  close();
});
