import { lazy, Suspense } from 'react';

/**
 * The contract's OpenAPI document, drawn by Scalar. Both load with this page only: Scalar is a
 * large bundle that no story and no build of the app carries.
 */
const Reference = lazy(async () => {
  const [{ ApiReferenceReact }, { openApiDocument }] = await Promise.all([
    import('@scalar/api-reference-react'),
    import('../contract/openapi'),
    import('@scalar/api-reference-react/style.css'),
  ]);
  const content = openApiDocument();
  return {
    default: () => (
      <ApiReferenceReact
        configuration={{
          content,
          // Offline: no fonts from Scalar's CDN, no telemetry, no request proxy.
          withDefaultFonts: false,
          telemetry: false,
          hideClientButton: true,
          hideTestRequestButton: true,
          showDeveloperTools: 'never',
          hideDarkModeToggle: true,
        }}
      />
    ),
  };
});

export function ApiReference() {
  return (
    <Suspense fallback={<p role="status">Loading the API reference…</p>}>
      <Reference />
    </Suspense>
  );
}
