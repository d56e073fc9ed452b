// The bundled font: no font CDN at runtime, identical glyphs in every screenshot.
import '@fontsource-variable/nunito/wght.css';
