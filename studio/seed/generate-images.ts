/**
 * Generates every image the seed dataset refers to, as small hand-made SVGs.
 *
 *   npx tsx studio/seed/generate-images.ts
 *
 * It reads studio/seed/data.ndjson, finds each `_sanityAsset` ("image@file://./images/NAME.svg"),
 * and draws NAME.svg from the document it belongs to (a faculty member's initials, a catalog
 * video's title...). The images folder is emptied first, so it always matches the seed exactly.
 * The drawings are our own: no stock images, no fonts or files fetched from anywhere.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SEED_DIR = dirname(fileURLToPath(import.meta.url));
const IMAGES_DIR = join(SEED_DIR, 'images');
const DATA_FILE = join(SEED_DIR, 'data.ndjson');

const ORANGE = '#f97316';
const BLUE = '#1e3a8a';
const FONT = 'font-family="\'Helvetica Neue\', Arial, sans-serif"';

/** Soft two-colour gradients, picked by position so neighbouring images differ. */
const PALETTES: [string, string][] = [
  ['#dbeafe', '#fde7d3'],
  ['#e0e7ff', '#fef3c7'],
  ['#ccfbf1', '#dbeafe'],
  ['#fce7f3', '#e0e7ff'],
  ['#fef3c7', '#fee2e2'],
  ['#e0f2fe', '#ede9fe'],
];
const DARK_PALETTES: [string, string][] = [
  [BLUE, '#0f172a'],
  ['#1e40af', '#172554'],
  ['#0f766e', '#0f172a'],
  ['#312e81', '#1e3a8a'],
  ['#1e3a8a', '#7c2d12'],
  ['#0c4a6e', '#1e1b4b'],
  ['#334155', '#1e3a8a'],
  ['#3730a3', '#0f172a'],
];

type SeedDoc = { _id: string; _type: string; [field: string]: unknown };
type ImageUse = {
  name: string;
  alt: string;
  doc: SeedDoc;
  index: number;
  value: Record<string, unknown>;
};

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Greedy word wrap to lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function svg(width: number, height: number, title: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    body,
    '</svg>',
    '',
  ].join('\n');
}

/** The list's item at `index`, counting round: the lists here are never empty. */
const cycle = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

function gradient(id: string, [from, to]: [string, string], vertical = false): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  return `<linearGradient id="${id}" ${direction}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** A tooth crown on an implant fixture, drawn around (0,0), about 200 units tall. */
function toothOnImplant(crown: string, fixture: string, accent: string): string {
  const threads = Array.from({ length: 6 }, (_, i) => {
    const y = 30 + i * 16;
    const half = 26 - i * 2.5;
    return `<path d="M${-half - 6} ${y} L${half + 6} ${y + 6}" stroke="${fixture}" stroke-width="5" stroke-linecap="round"/>`;
  }).join('');
  return [
    `<path d="M-24 22 L24 22 L16 128 L0 146 L-16 128 Z" fill="${fixture}" opacity="0.85"/>`,
    threads,
    `<rect x="-14" y="4" width="28" height="22" rx="4" fill="${accent}"/>`,
    `<path d="M-62 -60 C-70 -110 -36 -124 -14 -108 C-6 -102 6 -102 14 -108 C36 -124 70 -110 62 -60 C58 -30 44 -6 30 8 L-30 8 C-44 -6 -58 -30 -62 -60 Z" fill="${crown}"/>`,
  ].join('');
}

function logo(academyName: string): string {
  const words = academyName.split(' ');
  const top = words.slice(0, 2).join(' ');
  const bottom = words.slice(2).join(' ');
  return svg(
    480,
    120,
    `${academyName} logo`,
    [
      `<g transform="translate(60 58) scale(0.38)">${toothOnImplant(BLUE, '#64748b', ORANGE)}</g>`,
      `<text x="118" y="54" ${FONT} font-size="30" font-weight="700" fill="${BLUE}">${escapeXml(top)}</text>`,
      `<text x="118" y="90" ${FONT} font-size="26" font-weight="400" fill="${ORANGE}" letter-spacing="1">${escapeXml(bottom)}</text>`,
    ].join('\n'),
  );
}

function hero(alt: string): string {
  return svg(
    1200,
    800,
    alt,
    [
      `<defs>${gradient('bg', [BLUE, '#0f172a'])}${gradient('glow', [ORANGE, '#fb923c'], true)}</defs>`,
      '<rect width="1200" height="800" fill="url(#bg)"/>',
      '<circle cx="860" cy="380" r="300" fill="#ffffff" opacity="0.05"/>',
      `<circle cx="860" cy="380" r="220" fill="none" stroke="${ORANGE}" stroke-width="6" opacity="0.9"/>`,
      `<circle cx="860" cy="380" r="260" fill="none" stroke="${ORANGE}" stroke-width="2" stroke-dasharray="6 14" opacity="0.6"/>`,
      `<path d="M0 660 C220 600 380 720 600 660 S980 600 1200 650 L1200 800 L0 800 Z" fill="url(#glow)" opacity="0.9"/>`,
      `<path d="M0 700 C260 650 420 760 660 700 S1000 660 1200 700 L1200 800 L0 800 Z" fill="${BLUE}" opacity="0.55"/>`,
      `<g transform="translate(860 350) scale(1.5)">${toothOnImplant('#f8fafc', '#cbd5e1', ORANGE)}</g>`,
      `<g opacity="0.35" fill="#ffffff"><circle cx="160" cy="160" r="6"/><circle cx="240" cy="120" r="4"/><circle cx="320" cy="210" r="5"/><circle cx="420" cy="140" r="3"/><circle cx="120" cy="300" r="4"/></g>`,
    ].join('\n'),
  );
}

function portrait(name: string, alt: string, index: number): string {
  const initials = name
    .replace(/^(Dr\.|Prof\.)\s+/, '')
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const palette = cycle(PALETTES, index);
  return svg(
    600,
    600,
    alt,
    [
      `<defs>${gradient('bg', palette)}</defs>`,
      '<rect width="600" height="600" fill="url(#bg)"/>',
      `<circle cx="300" cy="640" r="230" fill="${BLUE}" opacity="0.12"/>`,
      `<circle cx="300" cy="250" r="150" fill="#ffffff" opacity="0.7"/>`,
      `<text x="300" y="250" ${FONT} font-size="120" font-weight="700" fill="${BLUE}" text-anchor="middle" dominant-baseline="central">${escapeXml(initials)}</text>`,
      `<rect x="250" y="440" width="100" height="8" rx="4" fill="${ORANGE}"/>`,
    ].join('\n'),
  );
}

function titleCard(options: {
  width: number;
  height: number;
  alt: string;
  eyebrow?: string;
  title: string;
  index: number;
  play?: boolean;
}): string {
  const { width, height, alt, eyebrow, title, index, play } = options;
  const palette = cycle(DARK_PALETTES, index);
  const fontSize = Math.round(width / 18);
  const lines = wrap(title, 24).slice(0, 3);
  const lineHeight = Math.round(fontSize * 1.2);
  const firstY = Math.round(height * 0.62) - (lines.length - 1) * lineHeight;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${Math.round(width * 0.07)}" y="${firstY + i * lineHeight}" ${FONT} font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('\n');
  const eyebrowText = eyebrow
    ? `<text x="${Math.round(width * 0.07)}" y="${Math.round(height * 0.2)}" ${FONT} font-size="${Math.round(fontSize * 0.55)}" font-weight="700" fill="${ORANGE}" letter-spacing="3">${escapeXml(eyebrow.toUpperCase())}</text>`
    : '';
  const playButton = play
    ? `<g transform="translate(${Math.round(width * 0.84)} ${Math.round(height * 0.22)})"><circle r="${Math.round(height * 0.1)}" fill="${ORANGE}"/><path d="M-${Math.round(height * 0.03)} -${Math.round(height * 0.045)} L${Math.round(height * 0.05)} 0 L-${Math.round(height * 0.03)} ${Math.round(height * 0.045)} Z" fill="#ffffff"/></g>`
    : '';
  return svg(
    width,
    height,
    alt,
    [
      `<defs>${gradient('bg', palette)}</defs>`,
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
      `<circle cx="${Math.round(width * 0.9)}" cy="${Math.round(height * 1.05)}" r="${Math.round(height * 0.55)}" fill="#ffffff" opacity="0.06"/>`,
      `<g transform="translate(${Math.round(width * 0.86)} ${Math.round(height * 0.7)}) scale(${(height / 900).toFixed(2)})" opacity="0.25">${toothOnImplant('#ffffff', '#ffffff', ORANGE)}</g>`,
      eyebrowText,
      text,
      `<rect x="${Math.round(width * 0.07)}" y="${Math.round(height * 0.8)}" width="${Math.round(width * 0.12)}" height="${Math.max(4, Math.round(height * 0.012))}" rx="3" fill="${ORANGE}"/>`,
      playButton,
    ].join('\n'),
  );
}

function carousel(caption: string, alt: string, index: number): string {
  const palette = cycle(PALETTES, index);
  const motifs = [
    // models on a tray
    `<g fill="${BLUE}" opacity="0.8"><rect x="380" y="420" width="440" height="40" rx="20"/><g transform="translate(480 330) scale(0.7)">${toothOnImplant('#ffffff', '#94a3b8', ORANGE)}</g><g transform="translate(600 330) scale(0.7)">${toothOnImplant('#ffffff', '#94a3b8', ORANGE)}</g><g transform="translate(720 330) scale(0.7)">${toothOnImplant('#ffffff', '#94a3b8', ORANGE)}</g></g>`,
    // surgical light
    `<g><circle cx="600" cy="300" r="150" fill="#ffffff" opacity="0.8"/><circle cx="600" cy="300" r="100" fill="${ORANGE}" opacity="0.25"/><rect x="590" y="60" width="20" height="100" fill="${BLUE}"/><g transform="translate(600 300) scale(0.8)">${toothOnImplant(BLUE, '#64748b', ORANGE)}</g></g>`,
    // CBCT screen
    `<g><rect x="360" y="140" width="480" height="300" rx="18" fill="${BLUE}"/><rect x="380" y="160" width="440" height="260" rx="8" fill="#0f172a"/><path d="M420 330 C480 220 720 220 780 330" stroke="#e2e8f0" stroke-width="14" fill="none"/><rect x="590" y="250" width="20" height="90" rx="6" fill="${ORANGE}"/><rect x="560" y="440" width="80" height="40" fill="${BLUE}"/></g>`,
    // full arch
    `<g transform="translate(600 320)"><path d="M-240 60 C-220 -160 220 -160 240 60" stroke="#ffffff" stroke-width="60" fill="none" stroke-linecap="round"/><path d="M-240 60 C-220 -160 220 -160 240 60" stroke="${BLUE}" stroke-width="8" fill="none" stroke-dasharray="30 22"/><g fill="${ORANGE}"><rect x="-190" y="20" width="16" height="80" rx="6"/><rect x="-70" y="-80" width="16" height="80" rx="6"/><rect x="54" y="-80" width="16" height="80" rx="6"/><rect x="174" y="20" width="16" height="80" rx="6"/></g></g>`,
    // graduation
    `<g transform="translate(600 300)"><path d="M-220 0 L0 -90 L220 0 L0 90 Z" fill="${BLUE}"/><path d="M-130 40 L-130 130 C-60 180 60 180 130 130 L130 40 L0 90 Z" fill="${BLUE}" opacity="0.85"/><path d="M180 15 L180 140" stroke="${ORANGE}" stroke-width="8"/><circle cx="180" cy="150" r="16" fill="${ORANGE}"/></g>`,
    // dental chair
    `<g fill="${BLUE}"><path d="M420 420 L520 300 L720 300 L800 240 L830 262 L740 340 L540 340 L470 420 Z"/><rect x="560" y="420" width="120" height="30" rx="10"/><rect x="600" y="340" width="40" height="80"/><circle cx="420" cy="220" r="40" fill="${ORANGE}"/><circle cx="520" cy="190" r="40" fill="${ORANGE}" opacity="0.8"/><circle cx="780" cy="170" r="40" fill="${ORANGE}" opacity="0.6"/></g>`,
  ];
  return svg(
    1200,
    800,
    alt,
    [
      `<defs>${gradient('bg', palette)}</defs>`,
      '<rect width="1200" height="800" fill="url(#bg)"/>',
      motifs[index % motifs.length],
      `<rect x="0" y="620" width="1200" height="180" fill="${BLUE}" opacity="0.9"/>`,
      `<text x="80" y="725" ${FONT} font-size="52" font-weight="700" fill="#ffffff">${escapeXml(caption)}</text>`,
      `<rect x="80" y="750" width="120" height="8" rx="4" fill="${ORANGE}"/>`,
    ].join('\n'),
  );
}

function graduates(alt: string): string {
  const people = Array.from({ length: 7 }, (_, i) => {
    const x = 180 + i * 140;
    const y = i % 2 === 0 ? 430 : 400;
    const coat = i % 3 === 1 ? '#e2e8f0' : '#ffffff';
    const skin = ['#f1c6a8', '#c68642', '#e0ac69', '#8d5524', '#ffdbac', '#d1a17a', '#a0714f'][i];
    return `<g><path d="M${x - 70} 800 C${x - 70} ${y + 110} ${x + 70} ${y + 110} ${x + 70} 800 Z" fill="${coat}"/><path d="M${x - 14} ${y + 95} L${x} ${y + 160} L${x + 14} ${y + 95} Z" fill="${BLUE}"/><circle cx="${x}" cy="${y + 40}" r="48" fill="${skin}"/></g>`;
  }).join('');
  return svg(
    1200,
    800,
    alt,
    [
      `<defs>${gradient('bg', ['#dbeafe', '#fed7aa'], true)}</defs>`,
      '<rect width="1200" height="800" fill="url(#bg)"/>',
      `<path d="M0 260 L1200 200 L1200 230 L0 290 Z" fill="${ORANGE}" opacity="0.35"/>`,
      `<g transform="translate(600 140) scale(0.45)">${toothOnImplant(BLUE, '#64748b', ORANGE)}</g>`,
      people,
    ].join('\n'),
  );
}

function promo(heading: string, alt: string): string {
  const lines = wrap(heading, 22).slice(0, 3);
  const text = lines
    .map(
      (line, i) =>
        `<text x="400" y="${420 + i * 50}" ${FONT} font-size="40" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('\n');
  return svg(
    800,
    600,
    alt,
    [
      `<defs>${gradient('bg', [BLUE, '#0f172a'])}</defs>`,
      '<rect width="800" height="600" fill="url(#bg)"/>',
      `<circle cx="400" cy="190" r="140" fill="${ORANGE}" opacity="0.18"/>`,
      `<g transform="translate(400 170)"><path d="M-150 0 L0 -62 L150 0 L0 62 Z" fill="#ffffff"/><path d="M-90 28 L-90 90 C-40 124 40 124 90 90 L90 28 L0 62 Z" fill="#e2e8f0"/><path d="M124 10 L124 96" stroke="${ORANGE}" stroke-width="6"/><circle cx="124" cy="104" r="12" fill="${ORANGE}"/></g>`,
      text,
      `<text x="400" y="${440 + lines.length * 50}" ${FONT} font-size="22" font-weight="700" fill="${ORANGE}" text-anchor="middle" letter-spacing="4">FELLOWSHIP · MASTERSHIP</text>`,
    ].join('\n'),
  );
}

/** Every image value in a document, depth first, with the document it belongs to. */
function collectImages(doc: SeedDoc): ImageUse[] {
  const uses: ImageUse[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const asset = record._sanityAsset;
      if (typeof asset === 'string') {
        const match = /^image@file:\/\/\.\/images\/([a-z0-9-]+)\.svg$/.exec(asset);
        if (!match) throw new Error(`${doc._id}: unexpected asset reference ${asset}`);
        uses.push({
          name: match[1]!,
          alt: String(record.alt ?? ''),
          doc,
          index: 0,
          value: record,
        });
      }
      Object.values(record).forEach(visit);
    }
  };
  visit(doc);
  return uses;
}

function draw(use: ImageUse): string {
  const { name, alt, doc, value, index: position } = use;
  if (name === 'logo') return logo(String(doc.academyName));
  if (name === 'hero') return hero(alt);
  if (name === 'testimonials') return graduates(alt);
  if (name === 'promo') return promo(String(doc.heading), alt);
  if (name.startsWith('faculty-')) return portrait(String(doc.name), alt, position);
  if (name.startsWith('carousel-')) return carousel(String(value.caption ?? alt), alt, position);
  if (name.startsWith('course-')) {
    return titleCard({
      width: 1200,
      height: 675,
      alt,
      eyebrow: `${String(doc.shortName)} · ${doc.format === 'clinical' ? 'Clinical, Beverly Hills' : 'Online + hands-on'}`,
      title: String(doc.title),
      index: position,
    });
  }
  if (name.startsWith('template-')) return drawTemplate(use);
  if (name.startsWith('catalog-')) {
    return titleCard({
      width: 1280,
      height: 720,
      alt,
      eyebrow: 'Video',
      title: String(doc.title),
      index: position,
      play: true,
    });
  }
  throw new Error(`No drawing for image "${name}" (document ${doc._id})`);
}

// ------------------------------------------------------------------ template pages

const TEMPLATE_TEAL = '#0f766e';

/** The number at the end of a name ("template-gallery-7" -> 6), to vary colours and motifs. */
function ordinal(name: string): number {
  const match = /-(\d+)$/.exec(name);
  return match ? Number(match[1]) - 1 : 0;
}

function wordmark(text: string, alt: string, width: number, height: number, colour: string) {
  const size = Math.round(height * 0.42);
  return svg(
    width,
    height,
    alt,
    [
      `<circle cx="${Math.round(height / 2)}" cy="${Math.round(height / 2)}" r="${Math.round(height * 0.3)}" fill="${colour}"/>`,
      `<path d="M${Math.round(height * 0.34)} ${Math.round(height * 0.5)} L${Math.round(height * 0.5)} ${Math.round(height * 0.3)} L${Math.round(height * 0.66)} ${Math.round(height * 0.5)} L${Math.round(height * 0.5)} ${Math.round(height * 0.7)} Z" fill="#ffffff"/>`,
      `<text x="${height}" y="${Math.round(height * 0.5)}" ${FONT} font-size="${size}" font-weight="700" fill="${colour}" dominant-baseline="central">${escapeXml(text)}</text>`,
    ].join('\n'),
  );
}

/** A square scene: soft gradient, a motif picked by position, and the image number. */
function scene(alt: string, index: number, size: number, label?: string) {
  const palette = cycle(PALETTES, index);
  const c = size / 2;
  const r = Math.round(size * 0.22);
  const motifs = [
    `<g transform="translate(${c} ${c}) scale(${(size / 700).toFixed(2)})">${toothOnImplant(BLUE, '#64748b', ORANGE)}</g>`,
    `<rect x="${c - r * 1.4}" y="${c - r}" width="${r * 2.8}" height="${r * 1.8}" rx="${r * 0.15}" fill="${BLUE}"/><rect x="${c - r * 1.25}" y="${c - r * 0.85}" width="${r * 2.5}" height="${r * 1.5}" fill="#f8fafc"/><path d="M${c - r * 0.2} ${c - r * 0.4} L${c + r * 0.35} ${c - r * 0.05} L${c - r * 0.2} ${c + r * 0.3} Z" fill="${ORANGE}"/>`,
    `<g fill="${BLUE}"><circle cx="${c - r}" cy="${c - r * 0.3}" r="${r * 0.45}"/><circle cx="${c + r}" cy="${c - r * 0.3}" r="${r * 0.45}"/><circle cx="${c}" cy="${c - r * 0.5}" r="${r * 0.5}" fill="${ORANGE}"/><rect x="${c - r * 1.6}" y="${c + r * 0.3}" width="${r * 3.2}" height="${r * 0.9}" rx="${r * 0.45}"/></g>`,
    `<g transform="translate(${c} ${c})"><path d="M${-r * 1.5} 0 L0 ${-r * 0.65} L${r * 1.5} 0 L0 ${r * 0.65} Z" fill="${BLUE}"/><path d="M${-r * 0.9} ${r * 0.3} L${-r * 0.9} ${r * 0.9} C${-r * 0.4} ${r * 1.25} ${r * 0.4} ${r * 1.25} ${r * 0.9} ${r * 0.9} L${r * 0.9} ${r * 0.3} L0 ${r * 0.65} Z" fill="${BLUE}" opacity="0.8"/><circle cx="${r * 1.2}" cy="${r}" r="${r * 0.12}" fill="${ORANGE}"/></g>`,
    `<g fill="${TEMPLATE_TEAL}"><rect x="${c - r * 1.4}" y="${c - r * 0.2}" width="${r * 0.6}" height="${r * 1.2}"/><rect x="${c - r * 0.6}" y="${c - r * 0.8}" width="${r * 0.6}" height="${r * 1.8}" fill="${ORANGE}"/><rect x="${c + r * 0.2}" y="${c - r * 0.5}" width="${r * 0.6}" height="${r * 1.5}"/><rect x="${c + r}" y="${c - r * 1.1}" width="${r * 0.6}" height="${r * 2.1}" fill="${BLUE}"/></g>`,
  ];
  return svg(
    size,
    size,
    alt,
    [
      `<defs>${gradient('bg', palette)}</defs>`,
      `<rect width="${size}" height="${size}" fill="url(#bg)"/>`,
      `<circle cx="${Math.round(size * 0.85)}" cy="${Math.round(size * 0.15)}" r="${Math.round(size * 0.25)}" fill="#ffffff" opacity="0.45"/>`,
      motifs[index % motifs.length],
      label
        ? `<text x="${Math.round(size * 0.08)}" y="${Math.round(size * 0.9)}" ${FONT} font-size="${Math.round(size * 0.09)}" font-weight="700" fill="${BLUE}">${escapeXml(label)}</text>`
        : '',
    ].join('\n'),
  );
}

/** The sample images of the template pages (/react-templates/edumim/*). */
function drawTemplate(use: ImageUse): string {
  const { name, alt, doc } = use;
  const index = ordinal(name);
  const card = (eyebrow: string, title: string, width = 800, height = 520) =>
    titleCard({ width, height, alt, eyebrow, title, index });
  if (name === 'template-logo') return wordmark(String(doc.brandName), alt, 360, 96, TEMPLATE_TEAL);
  if (name.startsWith('template-brand-'))
    return wordmark(alt.replace(/ logo$/, ''), alt, 480, 96, '#475569');
  if (name === 'template-hero') return scene(alt, 1, 900);
  if (name === 'template-about') return scene(alt, 2, 800);
  if (name.startsWith('template-promo-')) return scene(alt, index + 3, 480);
  if (name.startsWith('template-gallery-')) return scene(alt, index, 480, String(index + 1));
  if (name.startsWith('template-instagram-')) return scene(alt, index + 2, 240);
  if (name.startsWith('template-instructor-')) return portrait(String(doc.name), alt, use.index);
  if (name.startsWith('template-course-')) return card(String(doc.post), String(doc.title));
  if (name.startsWith('template-module-')) return card('Module', String(doc.title));
  if (name.startsWith('template-blog-')) return card('Blog', String(doc.title));
  if (name.startsWith('template-event'))
    return card(String(doc.location), String(doc.title), 1200, 675);
  throw new Error(`No drawing for template image "${name}" (document ${doc._id})`);
}

function main(): void {
  const docs = readFileSync(DATA_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as SeedDoc)
    .filter((doc) => !doc._id.startsWith('drafts.'));

  const byName = new Map<string, ImageUse>();
  const positions = new Map<string, number>();
  for (const doc of docs) {
    for (const use of collectImages(doc)) {
      if (byName.has(use.name)) continue;
      const prefix = use.name.replace(/-.*$/, '');
      const position = positions.get(prefix) ?? 0;
      positions.set(prefix, position + 1);
      byName.set(use.name, { ...use, index: position });
    }
  }

  mkdirSync(IMAGES_DIR, { recursive: true });
  for (const file of readdirSync(IMAGES_DIR)) {
    if (file.endsWith('.svg')) rmSync(join(IMAGES_DIR, file));
  }
  for (const [name, use] of byName) {
    const content = draw(use);
    if (Buffer.byteLength(content) >= 15 * 1024) throw new Error(`${name}.svg is over 15 KB`);
    writeFileSync(join(IMAGES_DIR, `${name}.svg`), content);
  }
  console.log(`Wrote ${byName.size} SVG files to ${IMAGES_DIR}`);
}

main();
