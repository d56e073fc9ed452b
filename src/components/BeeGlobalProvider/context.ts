'use client';

import {
  createContext,
  useContext,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ElementType,
  type Ref,
} from 'react';

/**
 * What a link component is given: an anchor's props, with `href` the address to go to (declared
 * here, not inherited, so the props tables show it).
 */
export type LinkComponentProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** The address to go to, e.g. '/messages'. */
  href: string;
  /** The link's `<a>` element, e.g. to move focus to it. */
  ref?: Ref<HTMLAnchorElement>;
};

/** An app's router link (an adapter from `href`), or a plain `<a>`. */
export type LinkComponent = ElementType<LinkComponentProps>;

type Surroundings = { linkComponent: LinkComponent };

export const BeeGlobalContext = createContext<Surroundings>({ linkComponent: 'a' });

/**
 * Where dialogs and menus are drawn: inside the provider, so they keep its theme and direction.
 * Known once the provider is drawn. Only what portals reads it: as React state, its arrival would be
 * an update made while the page is drawn, which React draws at once, and with it (in one long task)
 * every part of a server-rendered page it had not yet taken over.
 */
export function createPortalLayer() {
  let element: HTMLElement | null = null;
  const listeners = new Set<() => void>();
  return {
    /** The provider's layer element, as a ref callback. */
    place: (node: HTMLElement | null) => {
      element = node;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    element: () => element,
  };
}

type PortalLayer = ReturnType<typeof createPortalLayer>;
/** Outside a provider: no layer. */
const NO_LAYER: PortalLayer = createPortalLayer();

export const PortalLayerContext = createContext<PortalLayer>(NO_LAYER);

/** Where a portalled part is drawn: the provider's layer, else the end of <body>. */
export function usePortalContainer() {
  const layer = useContext(PortalLayerContext);
  return useSyncExternalStore(layer.subscribe, layer.element, () => null) ?? undefined;
}
