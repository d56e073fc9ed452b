// The bundled font: no font CDN at runtime, identical glyphs in every screenshot.
import '@fontsource-variable/nunito/wght.css';
// The faces the theme's font stack names beside Nunito: Arabic's, and Nunito's stand-in while it loads.
import './fontFaces.css';
