import { BeeGlobalProvider } from '@beeglobal/ui';
import { messages as ar } from '@beeglobal/ui/messages/ar';
import { messages as de } from '@beeglobal/ui/messages/de';
import { messages as es } from '@beeglobal/ui/messages/es';
import { messages as fr } from '@beeglobal/ui/messages/fr';
import { messages as ptBR } from '@beeglobal/ui/messages/pt-BR';
import { Showcase } from '../../Showcase';

/** Each language the components speak beside English: only the page's own words go to it. */
const WORDS = { es, 'pt-BR': ptBR, fr, de, ar };
type Language = keyof typeof WORDS;

export const dynamicParams = false;
export const generateStaticParams = () => Object.keys(WORDS).map((locale) => ({ locale }));

/** A server page in one language, rendered at build time: its words already in the HTML. */
export default async function InLanguage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as Language;
  return (
    <main>
      <h1>{locale}</h1>
      <BeeGlobalProvider locale={locale} messages={WORDS[locale]}>
        <Showcase name={locale} />
      </BeeGlobalProvider>
    </main>
  );
}
