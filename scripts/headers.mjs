// The HTTP headers a host should send with every file of the build (docs/hosting.md "Hosting
// Moonvale on a static host"): what a <meta> Content-Security-Policy cannot say. One list, written
// into the build as `_headers` (the file Netlify, Cloudflare Pages and other static hosts read;
// scripts/post-build.mjs) and sent by scripts/serve.mjs, so what is tested is what is shipped.
//   frame-ancestors 'none' (and X-Frame-Options for older browsers): no other page, of another
//     origin or this one, may put the app in a frame and dress it up or overlay it (the app
//     frames nothing itself: its meta CSP says frame-src 'none');
//   nosniff: a file is only ever what its Content-Type says;
//   no-referrer: the app links nowhere, and an address (a shared game) goes to nobody.
export const SECURITY_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** The `_headers` file: every path of the site gets the headers above. */
export function headersFile() {
  const lines = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
  return ['# Written by scripts/post-build.mjs from scripts/headers.mjs: the headers to send with every file.', '/*', ...lines, ''].join('\n');
}

/** Where the build writes it. */
export const HEADERS_FILE = '_headers';
