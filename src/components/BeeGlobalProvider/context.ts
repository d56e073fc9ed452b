'use client';

import {
  createContext,
  useContext,
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
 * Where dialogs and menus are drawn: inside the provider, so they keep its theme and direction. A
 * context of its own: the layer is known only once the provider is drawn, and its arrival should
 * not draw every link again.
 */
export const PortalLayerContext = createContext<HTMLElement | null>(null);

/** Where a portalled part is drawn: the provider's layer, else the end of <body>. */
export const usePortalContainer = () => useContext(PortalLayerContext) ?? undefined;
