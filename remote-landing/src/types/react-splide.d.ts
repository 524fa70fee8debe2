// @splidejs/react-splide ships types, but its package.json "exports" map does
// not point at them, so TypeScript's bundler resolution cannot find them.
// This declares the part of its API the landing uses, on Splide's own types.
declare module '@splidejs/react-splide' {
  import type { Component, HTMLAttributes, ReactNode } from 'react';
  import type { Options, Splide as SplideCore } from '@splidejs/splide';

  export type { Options };

  export interface SplideProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
    options?: Options;
    hasTrack?: boolean;
    tag?: 'div' | 'section' | 'header' | 'footer' | 'nav';
    children?: ReactNode;
    onMounted?: (splide: SplideCore) => void;
    onMove?: (splide: SplideCore, index: number, prev: number, dest: number) => void;
  }

  export class Splide extends Component<SplideProps> {
    splide: SplideCore | undefined;
  }
}

declare module '@splidejs/react-splide/css/core';
