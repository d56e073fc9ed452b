'use client';

import { useContext } from 'react';
import { BeeGlobalContext, type LinkComponentProps } from '../BeeGlobalProvider/context';

export type LinkProps = LinkComponentProps;

/**
 * A link to another page, drawn by the app's router link when `BeeGlobalProvider` is given one
 * (`linkComponent`), else a plain `<a>`: the components know addresses, not routers.
 */
export function Link(props: LinkProps) {
  const { linkComponent: Component } = useContext(BeeGlobalContext);
  return <Component {...props} />;
}
