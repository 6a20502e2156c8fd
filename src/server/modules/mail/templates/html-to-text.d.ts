// The part of html-to-text (no types of its own) that renderMail uses: a converter compiled once.
declare module 'html-to-text' {
  export function compile(options?: Record<string, unknown>): (html: string) => string;
}
