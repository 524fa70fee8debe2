declare module 'landing/mount' {
  type Language = 'es' | 'en' | 'pt';
  export function mount(
    element: HTMLElement,
    options: { configUrl: string; hostUrl: string; language?: Language },
  ): Promise<(() => void) & { setLanguage?: (language: Language) => Promise<void> }>;
}
