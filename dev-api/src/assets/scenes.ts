import { shade, tint } from './svg';

/**
 * Stand-in product pictures drawn as SVG: a farm under a sky, animals, a
 * conference room, a magazine cover, a laptop on a desk, a bookshelf, a farm
 * worker. Soft gradients and shadows make them read like photographs at a
 * glance. They carry no words, so one picture serves every language.
 *
 * Each drawer returns markup for a box (x, y, w, h); `id` keeps gradient
 * names unique when several scenes share one document.
 */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export type Season = 'spring' | 'summer' | 'autumn' | 'winter';
export type AnimalKind = 'pig' | 'cow' | 'chicken';

const n = (value: number): string => (Math.round(value * 10) / 10).toString();

function linear(id: string, stops: ReadonlyArray<readonly [number, string]>, vertical = true): string {
  const [x2, y2] = vertical ? ['0', '1'] : ['1', '0'];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`).join('')}</linearGradient>`;
}

const seasonColours: Record<Season, { sky: [string, string]; hills: [string, string]; field: [string, string]; tree: string }> = {
  spring: { sky: ['#8ec5ff', '#e6f3ff'], hills: ['#7fb069', '#5d8f4a'], field: ['#9ccc65', '#6b9a3f'], tree: '#4e8a3a' },
  summer: { sky: ['#5aa9f0', '#d8ecff'], hills: ['#a3b75a', '#7f9440'], field: ['#e8c25a', '#c99a2e'], tree: '#5f7f2e' },
  autumn: { sky: ['#f4b678', '#fde7cf'], hills: ['#c98a4b', '#a5692f'], field: ['#b9823e', '#8e5f27'], tree: '#c4561f' },
  winter: { sky: ['#b9c9d8', '#eef3f7'], hills: ['#e9eef2', '#cfd8df'], field: ['#f4f7f9', '#d9e1e7'], tree: '#52626b' },
};

/** A barn with a gambrel roof, white trim and a cross-braced door. */
function barn(x: number, y: number, s: number, colour = '#b3382c'): string {
  const w = 120 * s;
  const h = 80 * s;
  const roof = `${n(x - 6 * s)},${n(y)} ${n(x + 18 * s)},${n(y - 34 * s)} ${n(x + w / 2)},${n(y - 50 * s)} ${n(x + w - 18 * s)},${n(y - 34 * s)} ${n(x + w + 6 * s)},${n(y)}`;
  const door = { x: x + w * 0.34, y: y + h * 0.34, w: w * 0.32, h: h * 0.66 };
  return [
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${colour}"/>`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w * 0.5)}" height="${n(h)}" fill="${shade(colour, 0.12)}" opacity="0.5"/>`,
    `<polygon points="${roof}" fill="${shade(colour, 0.35)}"/>`,
    `<rect x="${n(door.x)}" y="${n(door.y)}" width="${n(door.w)}" height="${n(door.h)}" fill="${shade(colour, 0.2)}" stroke="#f5efe6" stroke-width="${n(3 * s)}"/>`,
    `<path d="M${n(door.x)} ${n(door.y)}L${n(door.x + door.w)} ${n(door.y + door.h)}M${n(door.x + door.w)} ${n(door.y)}L${n(door.x)} ${n(door.y + door.h)}" stroke="#f5efe6" stroke-width="${n(2.5 * s)}"/>`,
    `<rect x="${n(x + w / 2 - 9 * s)}" y="${n(y - 30 * s)}" width="${n(18 * s)}" height="${n(16 * s)}" fill="#f5efe6"/>`,
  ].join('');
}

function silo(x: number, y: number, s: number): string {
  const w = 30 * s;
  const h = 110 * s;
  return [
    `<rect x="${n(x)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" fill="#c9cfd3"/>`,
    `<rect x="${n(x)}" y="${n(y - h)}" width="${n(w * 0.4)}" height="${n(h)}" fill="#e4e8ea"/>`,
    `<ellipse cx="${n(x + w / 2)}" cy="${n(y - h)}" rx="${n(w / 2)}" ry="${n(w * 0.45)}" fill="#8f989e"/>`,
    ...[0.25, 0.5, 0.75].map((f) => `<rect x="${n(x)}" y="${n(y - h * f)}" width="${n(w)}" height="${n(2 * s)}" fill="#a9b1b6"/>`),
  ].join('');
}

function tree(x: number, y: number, s: number, colour: string): string {
  return [
    `<rect x="${n(x - 3 * s)}" y="${n(y - 22 * s)}" width="${n(6 * s)}" height="${n(22 * s)}" fill="#6b4a2f"/>`,
    `<circle cx="${n(x)}" cy="${n(y - 34 * s)}" r="${n(18 * s)}" fill="${colour}"/>`,
    `<circle cx="${n(x - 10 * s)}" cy="${n(y - 26 * s)}" r="${n(12 * s)}" fill="${shade(colour, 0.12)}"/>`,
    `<circle cx="${n(x + 9 * s)}" cy="${n(y - 40 * s)}" r="${n(9 * s)}" fill="${tint(colour, 0.2)}"/>`,
  ].join('');
}

function fence(x: number, y: number, w: number, s: number): string {
  const posts = Math.max(2, Math.floor(w / (26 * s)));
  const step = w / posts;
  const parts = [
    `<rect x="${n(x)}" y="${n(y - 14 * s)}" width="${n(w)}" height="${n(2.5 * s)}" fill="#f1ebe1"/>`,
    `<rect x="${n(x)}" y="${n(y - 7 * s)}" width="${n(w)}" height="${n(2.5 * s)}" fill="#f1ebe1"/>`,
  ];
  for (let index = 0; index <= posts; index += 1)
    parts.push(`<rect x="${n(x + index * step - 1.5 * s)}" y="${n(y - 20 * s)}" width="${n(3 * s)}" height="${n(20 * s)}" fill="#e2d9cb"/>`);
  return parts.join('');
}

/** A pig, a cow or a hen standing on (x, y), facing left. */
function animal(kind: AnimalKind, x: number, y: number, s: number): string {
  switch (kind) {
    case 'pig':
      return [
        `<ellipse cx="${n(x)}" cy="${n(y - 3 * s)}" rx="${n(26 * s)}" ry="${n(4 * s)}" fill="#000" opacity="0.12"/>`,
        ...[-15, -7, 8, 16].map(
          (dx) => `<rect x="${n(x + dx * s)}" y="${n(y - 12 * s)}" width="${n(5 * s)}" height="${n(12 * s)}" rx="${n(2 * s)}" fill="#e79ba1"/>`,
        ),
        `<ellipse cx="${n(x)}" cy="${n(y - 22 * s)}" rx="${n(24 * s)}" ry="${n(15 * s)}" fill="#f4b6bb"/>`,
        `<circle cx="${n(x - 22 * s)}" cy="${n(y - 26 * s)}" r="${n(11 * s)}" fill="#f4b6bb"/>`,
        `<ellipse cx="${n(x - 31 * s)}" cy="${n(y - 24 * s)}" rx="${n(4.5 * s)}" ry="${n(3.5 * s)}" fill="#e58c95"/>`,
        `<polygon points="${n(x - 22 * s)},${n(y - 35 * s)} ${n(x - 16 * s)},${n(y - 44 * s)} ${n(x - 13 * s)},${n(y - 33 * s)}" fill="#e79ba1"/>`,
        `<circle cx="${n(x - 25 * s)}" cy="${n(y - 29 * s)}" r="${n(1.6 * s)}" fill="#3a2a2a"/>`,
        `<path d="M${n(x + 24 * s)} ${n(y - 26 * s)}q${n(6 * s)} ${n(-4 * s)} ${n(3 * s)} ${n(-8 * s)}" stroke="#e58c95" stroke-width="${n(2 * s)}" fill="none"/>`,
      ].join('');
    case 'cow':
      return [
        `<ellipse cx="${n(x)}" cy="${n(y - 3 * s)}" rx="${n(34 * s)}" ry="${n(5 * s)}" fill="#000" opacity="0.12"/>`,
        ...[-20, -12, 12, 20].map((dx) => `<rect x="${n(x + dx * s)}" y="${n(y - 20 * s)}" width="${n(6 * s)}" height="${n(20 * s)}" fill="#f2efe9"/>`),
        `<rect x="${n(x - 28 * s)}" y="${n(y - 48 * s)}" width="${n(56 * s)}" height="${n(30 * s)}" rx="${n(12 * s)}" fill="#f7f4ee"/>`,
        `<path d="M${n(x - 8 * s)} ${n(y - 48 * s)}c${n(10 * s)} ${n(6 * s)} ${n(4 * s)} ${n(16 * s)} ${n(16 * s)} ${n(18 * s)}c${n(6 * s)} 0 ${n(8 * s)} ${n(-8 * s)} ${n(14 * s)} ${n(-10 * s)}v${n(-8 * s)}z" fill="#2f2b28"/>`,
        `<ellipse cx="${n(x - 14 * s)}" cy="${n(y - 30 * s)}" rx="${n(7 * s)}" ry="${n(5 * s)}" fill="#2f2b28"/>`,
        `<rect x="${n(x - 44 * s)}" y="${n(y - 56 * s)}" width="${n(20 * s)}" height="${n(24 * s)}" rx="${n(8 * s)}" fill="#f7f4ee"/>`,
        `<ellipse cx="${n(x - 38 * s)}" cy="${n(y - 34 * s)}" rx="${n(8 * s)}" ry="${n(5 * s)}" fill="#f0b7a6"/>`,
        `<circle cx="${n(x - 38 * s)}" cy="${n(y - 47 * s)}" r="${n(1.8 * s)}" fill="#2f2b28"/>`,
        `<path d="M${n(x - 42 * s)} ${n(y - 56 * s)}l${n(-4 * s)} ${n(-6 * s)}M${n(x - 28 * s)} ${n(y - 56 * s)}l${n(4 * s)} ${n(-6 * s)}" stroke="#d8cbb5" stroke-width="${n(2.5 * s)}"/>`,
      ].join('');
    case 'chicken':
      return [
        `<ellipse cx="${n(x)}" cy="${n(y - 1.5 * s)}" rx="${n(13 * s)}" ry="${n(2.5 * s)}" fill="#000" opacity="0.12"/>`,
        `<path d="M${n(x - 3 * s)} ${n(y)}v${n(-8 * s)}M${n(x + 4 * s)} ${n(y)}v${n(-8 * s)}" stroke="#e0a030" stroke-width="${n(1.8 * s)}"/>`,
        `<ellipse cx="${n(x + 2 * s)}" cy="${n(y - 17 * s)}" rx="${n(13 * s)}" ry="${n(10 * s)}" fill="#c8733a"/>`,
        `<path d="M${n(x + 12 * s)} ${n(y - 22 * s)}q${n(8 * s)} ${n(-10 * s)} ${n(4 * s)} ${n(-16 * s)}q${n(-4 * s)} ${n(8 * s)} ${n(-8 * s)} ${n(10 * s)}z" fill="#8a4a22"/>`,
        `<circle cx="${n(x - 8 * s)}" cy="${n(y - 27 * s)}" r="${n(6.5 * s)}" fill="#d07f42"/>`,
        `<path d="M${n(x - 11 * s)} ${n(y - 33 * s)}q${n(2 * s)} ${n(-5 * s)} ${n(6 * s)} ${n(-1 * s)}" stroke="#d8302b" stroke-width="${n(3 * s)}" fill="none"/>`,
        `<polygon points="${n(x - 14 * s)},${n(y - 28 * s)} ${n(x - 19 * s)},${n(y - 26 * s)} ${n(x - 14 * s)},${n(y - 24.5 * s)}" fill="#e0a030"/>`,
        `<circle cx="${n(x - 9.5 * s)}" cy="${n(y - 28.5 * s)}" r="${n(1.2 * s)}" fill="#2a1d12"/>`,
      ].join('');
  }
}

/** Sky, sun or clouds, hills, a striped field, a barn with its silo, trees, a fence and animals. */
export function farm(
  box: Box,
  { id, season = 'spring', animals = [], barnColour }: { id: string; season?: Season; animals?: readonly AnimalKind[]; barnColour?: string },
): string {
  const { x, y, w, h } = box;
  const c = seasonColours[season];
  const s = h / 300;
  const horizon = y + h * 0.55;
  const stripes = Array.from({ length: 6 }, (_, index) => {
    const top = horizon + (h * 0.45 * index) / 6;
    return `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n((h * 0.45) / 12)}" fill="${shade(c.field[1], 0.08)}" opacity="0.35"/>`;
  }).join('');
  const herd = animals
    .map((kind, index) =>
      animal(kind, x + w * (0.16 + (0.62 * index) / Math.max(1, animals.length)), y + h * (0.86 + (index % 2) * 0.07), s * (kind === 'chicken' ? 1 : 0.85)),
    )
    .join('');
  const sky = season === 'winter' ? '' : `<circle cx="${n(x + w * 0.8)}" cy="${n(y + h * 0.18)}" r="${n(h * 0.08)}" fill="#fff6cf" opacity="0.95"/>`;
  const clouds = [0.22, 0.55]
    .map(
      (f, index) =>
        `<ellipse cx="${n(x + w * f)}" cy="${n(y + h * (0.12 + index * 0.08))}" rx="${n(w * 0.09)}" ry="${n(h * 0.035)}" fill="#fff" opacity="0.8"/>`,
    )
    .join('');
  return [
    `<defs>${linear(`${id}-sky`, [
      [0, c.sky[0]],
      [1, c.sky[1]],
    ])}${linear(`${id}-field`, [
      [0, c.field[0]],
      [1, c.field[1]],
    ])}</defs>`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#${id}-sky)"/>`,
    sky,
    clouds,
    `<path d="M${n(x)} ${n(horizon - h * 0.06)}Q${n(x + w * 0.25)} ${n(horizon - h * 0.2)} ${n(x + w * 0.5)} ${n(horizon - h * 0.07)}T${n(x + w)} ${n(horizon - h * 0.1)}V${n(horizon)}H${n(x)}z" fill="${c.hills[0]}"/>`,
    `<path d="M${n(x)} ${n(horizon - h * 0.02)}Q${n(x + w * 0.35)} ${n(horizon - h * 0.1)} ${n(x + w * 0.7)} ${n(horizon - h * 0.03)}T${n(x + w)} ${n(horizon)}V${n(horizon + 2)}H${n(x)}z" fill="${c.hills[1]}"/>`,
    tree(x + w * 0.08, horizon, s * 0.9, c.tree),
    tree(x + w * 0.93, horizon, s * 1.1, c.tree),
    silo(x + w * 0.69, horizon + 2 * s, s * 0.9),
    barn(x + w * 0.42, horizon - 78 * s * 0.9 + 2 * s, s * 0.9, barnColour),
    `<rect x="${n(x)}" y="${n(horizon)}" width="${n(w)}" height="${n(h * 0.45)}" fill="url(#${id}-field)"/>`,
    stripes,
    fence(x, horizon + h * 0.12, w, s),
    herd,
  ].join('');
}

/** A lecture or conference room: a stage with a screen (a chart), a speaker, and rows of people seen from behind. */
export function conferenceRoom(box: Box, { id, colour }: { id: string; colour: string }): string {
  const { x, y, w, h } = box;
  const s = h / 300;
  const screen = { x: x + w * 0.3, y: y + h * 0.1, w: w * 0.4, h: h * 0.34 };
  const bars = [0.35, 0.55, 0.45, 0.75, 0.62]
    .map(
      (f, index) =>
        `<rect x="${n(screen.x + screen.w * (0.12 + index * 0.16))}" y="${n(screen.y + screen.h * (0.88 - f * 0.7))}" width="${n(screen.w * 0.1)}" height="${n(screen.h * f * 0.7)}" fill="${index === 3 ? colour : tint(colour, 0.45)}"/>`,
    )
    .join('');
  const heads: string[] = [];
  for (let row = 0; row < 3; row += 1) {
    const count = 6 + row;
    const rowY = y + h * (0.66 + row * 0.1);
    const r = (11 + row * 2.5) * s;
    for (let index = 0; index < count; index += 1) {
      const cx = x + (w * (index + 0.5 + (row % 2) * 0.3)) / count;
      const hair = ['#2b2220', '#5a3b28', '#8a6a45', '#3d3a38', '#c9a26b'][(index + row * 2) % 5] ?? '#2b2220';
      const jacket = [shade(colour, 0.3), '#3c4a57', '#6b7b6e', '#7a4b4b', '#4b5d7a'][(index * 3 + row) % 5] ?? '#3c4a57';
      heads.push(`<path d="M${n(cx - r * 1.9)} ${n(rowY + r * 3)}q${n(r * 1.9)} ${n(-r * 2.8)} ${n(r * 3.8)} 0z" fill="${jacket}"/>`);
      heads.push(`<circle cx="${n(cx)}" cy="${n(rowY)}" r="${n(r)}" fill="${hair}"/>`);
    }
  }
  return [
    `<defs>${linear(`${id}-wall`, [
      [0, tint(colour, 0.82)],
      [1, tint(colour, 0.6)],
    ])}${linear(`${id}-light`, [
      [0, '#fffbe8'],
      [1, 'rgba(255,251,232,0)'],
    ])}<clipPath id="${id}-clip"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/></clipPath></defs>`,
    `<g clip-path="url(#${id}-clip)">`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#${id}-wall)"/>`,
    ...[0.12, 0.5, 0.88].map(
      (f) =>
        `<polygon points="${n(x + w * f - 8 * s)},${n(y)} ${n(x + w * f + 8 * s)},${n(y)} ${n(x + w * f + 40 * s)},${n(y + h * 0.6)} ${n(x + w * f - 40 * s)},${n(y + h * 0.6)}" fill="url(#${id}-light)" opacity="0.6"/>`,
    ),
    `<rect x="${n(x)}" y="${n(y + h * 0.56)}" width="${n(w)}" height="${n(h * 0.44)}" fill="${shade(colour, 0.55)}"/>`,
    `<rect x="${n(x + w * 0.1)}" y="${n(y + h * 0.5)}" width="${n(w * 0.8)}" height="${n(h * 0.08)}" fill="${shade(colour, 0.25)}"/>`,
    `<rect x="${n(screen.x - 6 * s)}" y="${n(screen.y - 6 * s)}" width="${n(screen.w + 12 * s)}" height="${n(screen.h + 12 * s)}" rx="${n(4 * s)}" fill="#222"/>`,
    `<rect x="${n(screen.x)}" y="${n(screen.y)}" width="${n(screen.w)}" height="${n(screen.h)}" fill="#fbfbf8"/>`,
    bars,
    `<rect x="${n(x + w * 0.78)}" y="${n(y + h * 0.38)}" width="${n(w * 0.05)}" height="${n(h * 0.12)}" fill="${shade(colour, 0.4)}"/>`,
    `<circle cx="${n(x + w * 0.2)}" cy="${n(y + h * 0.33)}" r="${n(8 * s)}" fill="#5a3b28"/>`,
    `<path d="M${n(x + w * 0.2 - 13 * s)} ${n(y + h * 0.5)}v${n(-22 * s)}q${n(13 * s)} ${n(-12 * s)} ${n(26 * s)} 0v${n(22 * s)}z" fill="${colour}"/>`,
    heads.join(''),
    '</g>',
  ].join('');
}

/** A magazine cover: a coloured masthead band (no words), a cover photo (a farm) and cover lines as bars, with a soft shadow. */
export function magazineCover(
  box: Box,
  { id, colour, season = 'spring', animals = [] }: { id: string; colour: string; season?: Season; animals?: readonly AnimalKind[] },
): string {
  const { x, y, w, h } = box;
  const photo = { x: x + w * 0.06, y: y + h * 0.2, w: w * 0.88, h: h * 0.62 };
  return [
    `<rect x="${n(x + w * 0.04)}" y="${n(y + h * 0.03)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.02)}" fill="#000" opacity="0.18"/>`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.02)}" fill="#fbfaf7"/>`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h * 0.17)}" rx="${n(w * 0.02)}" fill="${colour}"/>`,
    `<circle cx="${n(x + w * 0.13)}" cy="${n(y + h * 0.085)}" r="${n(h * 0.05)}" fill="#fff" opacity="0.9"/>`,
    `<rect x="${n(x + w * 0.22)}" y="${n(y + h * 0.06)}" width="${n(w * 0.5)}" height="${n(h * 0.05)}" rx="${n(h * 0.02)}" fill="#fff" opacity="0.9"/>`,
    `<svg x="${n(photo.x)}" y="${n(photo.y)}" width="${n(photo.w)}" height="${n(photo.h)}" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice">${farm({ x: 0, y: 0, w: 400, h: 300 }, { id: `${id}-cover`, season, animals, barnColour: shade(colour, 0.1) })}</svg>`,
    `<rect x="${n(photo.x)}" y="${n(photo.y + photo.h - h * 0.1)}" width="${n(w * 0.46)}" height="${n(h * 0.07)}" fill="${colour}" opacity="0.92"/>`,
    `<rect x="${n(x + w * 0.06)}" y="${n(y + h * 0.86)}" width="${n(w * 0.62)}" height="${n(h * 0.03)}" rx="${n(h * 0.01)}" fill="#4a4a48"/>`,
    `<rect x="${n(x + w * 0.06)}" y="${n(y + h * 0.92)}" width="${n(w * 0.42)}" height="${n(h * 0.025)}" rx="${n(h * 0.01)}" fill="#9a9a96"/>`,
  ].join('');
}

/** A wooden desk top seen from the front, with the room's wall behind. */
export function desk(box: Box, { id, wall }: { id: string; wall: string }): string {
  const { x, y, w, h } = box;
  return [
    `<defs>${linear(`${id}-wall`, [
      [0, tint(wall, 0.75)],
      [1, tint(wall, 0.55)],
    ])}${linear(`${id}-wood`, [
      [0, '#c08a57'],
      [1, '#8d5e35'],
    ])}</defs>`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#${id}-wall)"/>`,
    `<rect x="${n(x + w * 0.06)}" y="${n(y + h * 0.08)}" width="${n(w * 0.22)}" height="${n(h * 0.3)}" fill="#fff" opacity="0.55"/>`,
    `<rect x="${n(x)}" y="${n(y + h * 0.62)}" width="${n(w)}" height="${n(h * 0.38)}" fill="url(#${id}-wood)"/>`,
    ...[0.72, 0.84, 0.94].map((f) => `<rect x="${n(x)}" y="${n(y + h * f)}" width="${n(w)}" height="${n(h * 0.006)}" fill="#7a4f2c" opacity="0.35"/>`),
  ].join('');
}

/** A laptop on the desk line, its screen showing `screen` (markup for a 400x300 box). */
export function laptop(cx: number, base: number, w: number, screen: string): string {
  const h = w * 0.62;
  const x = cx - w / 2;
  const y = base - h - w * 0.04;
  return [
    `<ellipse cx="${n(cx)}" cy="${n(base + w * 0.02)}" rx="${n(w * 0.62)}" ry="${n(w * 0.035)}" fill="#000" opacity="0.18"/>`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.03)}" fill="#2d3236"/>`,
    `<svg x="${n(x + w * 0.04)}" y="${n(y + w * 0.04)}" width="${n(w * 0.92)}" height="${n(h - w * 0.08)}" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice">${screen}</svg>`,
    `<path d="M${n(x - w * 0.1)} ${n(base)}L${n(x)} ${n(y + h)}H${n(x + w)}L${n(x + w * 1.1)} ${n(base)}z" fill="#b9c0c5"/>`,
    `<rect x="${n(cx - w * 0.1)}" y="${n(base - w * 0.025)}" width="${n(w * 0.2)}" height="${n(w * 0.012)}" rx="${n(w * 0.006)}" fill="#8c959b"/>`,
  ].join('');
}

/** A video player over a picture: the play button and a progress bar. */
export function videoOverlay(colour: string): string {
  return [
    `<rect x="0" y="0" width="400" height="300" fill="#000" opacity="0.12"/>`,
    `<circle cx="200" cy="140" r="42" fill="#fff" opacity="0.92"/>`,
    `<polygon points="186,118 186,162 222,140" fill="${colour}"/>`,
    `<rect x="24" y="266" width="352" height="8" rx="4" fill="#fff" opacity="0.6"/>`,
    `<rect x="24" y="266" width="140" height="8" rx="4" fill="${colour}"/>`,
  ].join('');
}

/** A tablet lying on the desk, showing an article: a photo, a headline bar and lines of text. */
export function tabletArticle(cx: number, base: number, w: number, { id, colour, season }: { id: string; colour: string; season: Season }): string {
  const h = w * 0.7;
  const x = cx - w / 2;
  const y = base - h;
  const inner = { x: x + w * 0.05, y: y + w * 0.05, w: w * 0.9, h: h - w * 0.1 };
  const lines = [0.62, 0.7, 0.78, 0.86]
    .map(
      (f, index) =>
        `<rect x="${n(inner.x + inner.w * 0.06)}" y="${n(inner.y + inner.h * f)}" width="${n(inner.w * (index === 3 ? 0.5 : 0.86))}" height="${n(inner.h * 0.035)}" rx="${n(inner.h * 0.015)}" fill="#b7bcbf"/>`,
    )
    .join('');
  return [
    `<rect x="${n(x + w * 0.03)}" y="${n(y + w * 0.03)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.05)}" fill="#000" opacity="0.2"/>`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.05)}" fill="#1f2427"/>`,
    `<rect x="${n(inner.x)}" y="${n(inner.y)}" width="${n(inner.w)}" height="${n(inner.h)}" fill="#fdfdfb"/>`,
    `<svg x="${n(inner.x)}" y="${n(inner.y)}" width="${n(inner.w)}" height="${n(inner.h * 0.46)}" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice">${farm({ x: 0, y: 0, w: 400, h: 300 }, { id: `${id}-article`, season, animals: ['cow', 'cow'] })}</svg>`,
    `<rect x="${n(inner.x + inner.w * 0.06)}" y="${n(inner.y + inner.h * 0.51)}" width="${n(inner.w * 0.7)}" height="${n(inner.h * 0.06)}" rx="${n(inner.h * 0.02)}" fill="${colour}"/>`,
    lines,
  ].join('');
}

/** A bookshelf of coloured spines with a plant. */
export function bookshelf(box: Box, { id, colour }: { id: string; colour: string }): string {
  const { x, y, w, h } = box;
  const palette = [colour, '#3d5a80', '#c8553d', '#588b8b', '#f2a541', '#6d597a', '#2f6f4f', '#a23b50'];
  const parts = [
    `<defs>${linear(`${id}-wall`, [
      [0, '#f1ece3'],
      [1, '#e2d8c8'],
    ])}</defs>`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#${id}-wall)"/>`,
    `<rect x="${n(x + w * 0.06)}" y="${n(y + h * 0.06)}" width="${n(w * 0.88)}" height="${n(h * 0.9)}" fill="#7b5134"/>`,
  ];
  const shelves = 3;
  for (let shelf = 0; shelf < shelves; shelf += 1) {
    const top = y + h * (0.1 + shelf * 0.29);
    const bottom = top + h * 0.25;
    parts.push(`<rect x="${n(x + w * 0.09)}" y="${n(top)}" width="${n(w * 0.82)}" height="${n(h * 0.25)}" fill="#5b3a24"/>`);
    let cursor = x + w * 0.1;
    let index = shelf * 3;
    while (cursor < x + w * (shelf === 1 ? 0.7 : 0.88)) {
      const bookW = w * (0.03 + ((index * 7) % 5) * 0.006);
      const bookH = h * (0.17 + ((index * 5) % 4) * 0.018);
      const fill = palette[index % palette.length] ?? colour;
      parts.push(`<rect x="${n(cursor)}" y="${n(bottom - bookH)}" width="${n(bookW)}" height="${n(bookH)}" fill="${fill}"/>`);
      parts.push(
        `<rect x="${n(cursor + bookW * 0.2)}" y="${n(bottom - bookH * 0.85)}" width="${n(bookW * 0.6)}" height="${n(bookH * 0.05)}" fill="#fff" opacity="0.5"/>`,
      );
      cursor += bookW + w * 0.004;
      index += 1;
    }
    parts.push(`<rect x="${n(x + w * 0.08)}" y="${n(bottom)}" width="${n(w * 0.84)}" height="${n(h * 0.035)}" fill="#8a5d3d"/>`);
  }
  const potX = x + w * 0.78;
  const potY = y + h * 0.39 + h * 0.25;
  parts.push(
    `<path d="M${n(potX - w * 0.05)} ${n(potY - h * 0.09)}h${n(w * 0.1)}l${n(-w * 0.015)} ${n(h * 0.09)}h${n(-w * 0.07)}z" fill="#c46b3e"/>`,
    ...[-0.05, -0.02, 0.02, 0.05].map(
      (dx, index) =>
        `<ellipse cx="${n(potX + w * dx)}" cy="${n(potY - h * (0.15 + (index % 2) * 0.04))}" rx="${n(w * 0.018)}" ry="${n(h * 0.07)}" fill="#3f8a4a" transform="rotate(${dx * 500} ${n(potX + w * dx)} ${n(potY - h * 0.12)})"/>`,
    ),
  );
  return parts.join('');
}

/** A farm worker in overalls and cap, in front of the farm, with a tablet: job offers in the sector. */
export function worker(box: Box, { id, colour }: { id: string; colour: string }): string {
  const { x, y, w, h } = box;
  const s = h / 300;
  const cx = x + w * 0.36;
  // The head sits on the shoulders, whatever the picture's proportions.
  const top = y + h - 176 * s;
  return [
    farm(box, { id, season: 'summer', animals: [] }),
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="#fff" opacity="0.12"/>`,
    `<path d="M${n(cx - 62 * s)} ${n(y + h)}v${n(-70 * s)}q0 ${n(-48 * s)} ${n(62 * s)} ${n(-52 * s)}q${n(62 * s)} ${n(4 * s)} ${n(62 * s)} ${n(52 * s)}v${n(70 * s)}z" fill="#6f8fb3"/>`,
    `<path d="M${n(cx - 36 * s)} ${n(y + h)}v${n(-88 * s)}h${n(72 * s)}v${n(88 * s)}z" fill="${shade('#4a6d94', 0.1)}"/>`,
    `<rect x="${n(cx - 30 * s)}" y="${n(y + h - 118 * s)}" width="${n(8 * s)}" height="${n(36 * s)}" fill="${shade('#4a6d94', 0.1)}"/>`,
    `<rect x="${n(cx + 22 * s)}" y="${n(y + h - 118 * s)}" width="${n(8 * s)}" height="${n(36 * s)}" fill="${shade('#4a6d94', 0.1)}"/>`,
    `<rect x="${n(cx - 10 * s)}" y="${n(top + 40 * s)}" width="${n(20 * s)}" height="${n(18 * s)}" fill="#d9a27c"/>`,
    `<circle cx="${n(cx)}" cy="${n(top + 22 * s)}" r="${n(28 * s)}" fill="#e8b48f"/>`,
    `<path d="M${n(cx - 31 * s)} ${n(top + 14 * s)}q${n(31 * s)} ${n(-36 * s)} ${n(62 * s)} 0z" fill="${colour}"/>`,
    `<rect x="${n(cx - 44 * s)}" y="${n(top + 8 * s)}" width="${n(50 * s)}" height="${n(8 * s)}" rx="${n(4 * s)}" fill="${shade(colour, 0.25)}"/>`,
    `<circle cx="${n(cx - 10 * s)}" cy="${n(top + 24 * s)}" r="${n(2.4 * s)}" fill="#3a2a20"/>`,
    `<circle cx="${n(cx + 10 * s)}" cy="${n(top + 24 * s)}" r="${n(2.4 * s)}" fill="#3a2a20"/>`,
    `<path d="M${n(cx - 9 * s)} ${n(top + 36 * s)}q${n(9 * s)} ${n(7 * s)} ${n(18 * s)} 0" stroke="#9b5a3c" stroke-width="${n(2.4 * s)}" fill="none"/>`,
    `<rect x="${n(cx + 34 * s)}" y="${n(y + h - 104 * s)}" width="${n(46 * s)}" height="${n(60 * s)}" rx="${n(5 * s)}" fill="#23292d" transform="rotate(-12 ${n(cx + 57 * s)} ${n(y + h - 74 * s)})"/>`,
    `<rect x="${n(cx + 38 * s)}" y="${n(y + h - 99 * s)}" width="${n(38 * s)}" height="${n(50 * s)}" fill="${tint(colour, 0.8)}" transform="rotate(-12 ${n(cx + 57 * s)} ${n(y + h - 74 * s)})"/>`,
  ].join('');
}

/** A membership card in the portal's colour, held up in front of the farm. */
export function membershipCard(box: Box, { id, colour }: { id: string; colour: string }): string {
  const { x, y, w, h } = box;
  const card = { w: w * 0.56, h: w * 0.35 };
  const cx = x + w / 2;
  const cy = y + h * 0.52;
  return [
    farm(box, { id, season: 'spring', animals: [] }),
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="#fff" opacity="0.25"/>`,
    `<defs>${linear(
      `${id}-card`,
      [
        [0, tint(colour, 0.15)],
        [1, shade(colour, 0.25)],
      ],
      false,
    )}</defs>`,
    `<g transform="rotate(-8 ${n(cx)} ${n(cy)})">`,
    `<rect x="${n(cx - card.w / 2 + 8)}" y="${n(cy - card.h / 2 + 10)}" width="${n(card.w)}" height="${n(card.h)}" rx="${n(card.h * 0.08)}" fill="#000" opacity="0.22"/>`,
    `<rect x="${n(cx - card.w / 2)}" y="${n(cy - card.h / 2)}" width="${n(card.w)}" height="${n(card.h)}" rx="${n(card.h * 0.08)}" fill="url(#${id}-card)"/>`,
    `<rect x="${n(cx - card.w * 0.4)}" y="${n(cy - card.h * 0.22)}" width="${n(card.w * 0.14)}" height="${n(card.h * 0.22)}" rx="${n(card.h * 0.03)}" fill="#f3d27a"/>`,
    `<circle cx="${n(cx + card.w * 0.32)}" cy="${n(cy - card.h * 0.22)}" r="${n(card.h * 0.14)}" fill="#fff" opacity="0.85"/>`,
    `<path d="M${n(cx + card.w * 0.26)} ${n(cy - card.h * 0.18)}c${n(card.h * 0.06)} ${n(-card.h * 0.14)} ${n(card.h * 0.14)} ${n(-card.h * 0.14)} ${n(card.h * 0.18)} ${n(-card.h * 0.08)}" stroke="${colour}" stroke-width="${n(card.h * 0.04)}" fill="none"/>`,
    `<rect x="${n(cx - card.w * 0.4)}" y="${n(cy + card.h * 0.18)}" width="${n(card.w * 0.56)}" height="${n(card.h * 0.07)}" rx="${n(card.h * 0.03)}" fill="#fff" opacity="0.8"/>`,
    `<rect x="${n(cx - card.w * 0.4)}" y="${n(cy + card.h * 0.31)}" width="${n(card.w * 0.34)}" height="${n(card.h * 0.06)}" rx="${n(card.h * 0.03)}" fill="#fff" opacity="0.55"/>`,
    `</g>`,
  ].join('');
}

/** A stack of magazines on the desk: the quarterly issues. */
export function magazineStack(box: Box, { id, colour }: { id: string; colour: string }): string {
  const { x, y, w, h } = box;
  const seasons: Season[] = ['winter', 'autumn', 'summer', 'spring'];
  const coverW = h * 0.56;
  return [
    desk(box, { id, wall: colour }),
    ...seasons.map(
      (season, index) =>
        `<g transform="rotate(${(index - 1.5) * 7} ${n(x + w * (0.3 + index * 0.13))} ${n(y + h * 0.9)})">${magazineCover({ x: x + w * (0.3 + index * 0.13) - coverW / 2, y: y + h * 0.12, w: coverW, h: coverW * 1.33 }, { id: `${id}-${season}`, colour: index === 3 ? colour : shade(colour, 0.15 * (3 - index)), season, animals: index === 3 ? ['pig', 'pig'] : [] })}</g>`,
    ),
  ].join('');
}
