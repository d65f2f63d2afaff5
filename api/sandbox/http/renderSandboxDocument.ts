/** The base styles of the sandbox's own pages: mobile-first (readable from 320 px), 4.5:1 contrast. */
const baseStyles = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1b;background:#f4f5f7}
main{max-width:40rem;margin:0 auto;padding:1rem;background:#fff;min-height:100vh}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
.notice{border:2px dashed #7a4d00;background:#fff4d6;color:#3d2700;padding:.5rem .75rem;margin:0 0 1rem}
`;

/**
 * The frame of every HTML page the sandbox serves (hosted payment pages, the heritage landing page): lang="en", a
 * <title>, a viewport for 360 px screens, kept out of search engines, the base styles, the page's own styles and its <main> content
 * (`main`: already escaped HTML). `title` is escaped here.
 */
export function renderSandboxDocument(page: { title: string; styles: string; main: string }): string {
  const title = page.title.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${baseStyles}${page.styles}</style>
</head>
<body>
<main>
${page.main}
</main>
</body>
</html>
`;
}
