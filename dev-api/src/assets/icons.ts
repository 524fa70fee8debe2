import { tint } from './svg';

/**
 * Simple pictograms drawn from basic shapes, centred on (cx, cy) and about
 * `size` wide. They make the benefit, section and slider illustrations
 * tell apart at a glance.
 */
export type IconName = 'magazine' | 'training' | 'events' | 'content' | 'jobs' | 'library' | 'course' | 'membership' | 'campus';

type Drawer = (cx: number, cy: number, size: number, colour: string) => string;

const magazine: Drawer = (cx, cy, s, c) => {
  const w = s * 0.62;
  const h = s * 0.82;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const lines = [0.42, 0.52, 0.62, 0.72]
    .map((f) => `<rect x="${x + w * 0.12}" y="${y + h * f}" width="${w * 0.76}" height="${h * 0.04}" rx="2" fill="${tint(c, 0.55)}"/>`)
    .join('');
  return `<rect x="${x + w * 0.12}" y="${y - h * 0.06}" width="${w}" height="${h}" rx="6" fill="${tint(c, 0.6)}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#fff" stroke="${c}" stroke-width="4"/><rect x="${x + w * 0.12}" y="${y + h * 0.1}" width="${w * 0.76}" height="${h * 0.2}" rx="3" fill="${c}"/>${lines}`;
};

const training: Drawer = (cx, cy, s, c) => {
  const w = s;
  const h = s * 0.62;
  const x = cx - w / 2;
  const y = cy - h / 2 - s * 0.08;
  const t = s * 0.16;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="#fff" stroke="${c}" stroke-width="5"/><polygon points="${cx - t * 0.8},${cy - s * 0.08 - t} ${cx - t * 0.8},${cy - s * 0.08 + t} ${cx + t},${cy - s * 0.08}" fill="${c}"/><rect x="${cx - s * 0.3}" y="${y + h + s * 0.08}" width="${s * 0.6}" height="${s * 0.07}" rx="4" fill="${c}"/>`;
};

const events: Drawer = (cx, cy, s, c) => {
  const w = s * 0.86;
  const h = s * 0.78;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const cells: string[] = [];
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 4; col += 1) {
      const fill = row === 1 && col === 2 ? c : tint(c, 0.7);
      cells.push(`<rect x="${x + w * (0.08 + col * 0.22)}" y="${y + h * (0.36 + row * 0.2)}" width="${w * 0.16}" height="${h * 0.13}" rx="2" fill="${fill}"/>`);
    }
  }
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="#fff" stroke="${c}" stroke-width="4"/><rect x="${x}" y="${y}" width="${w}" height="${h * 0.24}" rx="8" fill="${c}"/><rect x="${x + w * 0.22}" y="${y - h * 0.1}" width="${w * 0.06}" height="${h * 0.2}" rx="3" fill="${c}"/><rect x="${x + w * 0.72}" y="${y - h * 0.1}" width="${w * 0.06}" height="${h * 0.2}" rx="3" fill="${c}"/>${cells.join('')}`;
};

const content: Drawer = (cx, cy, s, c) => {
  const w = s * 0.66;
  const h = s * 0.86;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const lines = [0.18, 0.3, 0.42, 0.54, 0.66]
    .map((f, i) => `<rect x="${x + w * 0.14}" y="${y + h * f}" width="${w * (i % 2 ? 0.5 : 0.72)}" height="${h * 0.05}" rx="2" fill="${tint(c, 0.5)}"/>`)
    .join('');
  const sx = x + w * 0.78;
  const sy = y + h * 0.84;
  const r = s * 0.16;
  const star = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(sx + radius * Math.cos(angle)).toFixed(1)},${(sy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#fff" stroke="${c}" stroke-width="4"/>${lines}<polygon points="${star}" fill="${c}" stroke="#fff" stroke-width="3"/>`;
};

const jobs: Drawer = (cx, cy, s, c) => {
  const w = s * 0.9;
  const h = s * 0.6;
  const x = cx - w / 2;
  const y = cy - h / 2 + s * 0.06;
  return `<rect x="${cx - s * 0.18}" y="${y - s * 0.16}" width="${s * 0.36}" height="${s * 0.22}" rx="6" fill="none" stroke="${c}" stroke-width="5"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${c}"/><rect x="${x}" y="${y + h * 0.38}" width="${w}" height="${h * 0.08}" fill="${tint(c, 0.4)}"/><rect x="${cx - s * 0.06}" y="${y + h * 0.3}" width="${s * 0.12}" height="${h * 0.24}" rx="2" fill="#fff"/>`;
};

const library: Drawer = (cx, cy, s, c) => {
  const base = cy + s * 0.4;
  const books = [
    { dx: -0.42, w: 0.14, h: 0.7, f: 0 },
    { dx: -0.26, w: 0.12, h: 0.6, f: 0.35 },
    { dx: -0.12, w: 0.16, h: 0.76, f: 0.15 },
    { dx: 0.06, w: 0.12, h: 0.56, f: 0.5 },
  ]
    .map((b) => `<rect x="${cx + s * b.dx}" y="${base - s * b.h}" width="${s * b.w}" height="${s * b.h}" rx="3" fill="${tint(c, b.f)}"/>`)
    .join('');
  const leaning = `<rect x="${cx + s * 0.2}" y="${base - s * 0.66}" width="${s * 0.13}" height="${s * 0.66}" rx="3" fill="${tint(c, 0.25)}" transform="rotate(14 ${cx + s * 0.2} ${base})"/>`;
  return `${books}${leaning}<rect x="${cx - s * 0.5}" y="${base}" width="${s}" height="${s * 0.06}" rx="3" fill="${c}"/>`;
};

const campus: Drawer = (cx, cy, s, c) => {
  const top = cy - s * 0.3;
  return `<polygon points="${cx - s * 0.5},${top} ${cx},${top - s * 0.22} ${cx + s * 0.5},${top} ${cx},${top + s * 0.22}" fill="${c}"/><rect x="${cx - s * 0.3}" y="${top + s * 0.08}" width="${s * 0.6}" height="${s * 0.26}" rx="6" fill="${tint(c, 0.3)}"/><rect x="${cx + s * 0.4}" y="${top}" width="${s * 0.04}" height="${s * 0.34}" fill="${c}"/><circle cx="${cx + s * 0.42}" cy="${top + s * 0.38}" r="${s * 0.05}" fill="${c}"/>${training(cx, cy + s * 0.38, s * 0.5, c)}`;
};

const course: Drawer = (cx, cy, s, c) => campus(cx, cy - s * 0.1, s * 0.9, c);

const membership: Drawer = (cx, cy, s, c) => {
  const w = s;
  const h = s * 0.64;
  const x = cx - w / 2;
  const y = cy - h / 2;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="${c}"/><rect x="${x + w * 0.08}" y="${y + h * 0.2}" width="${w * 0.2}" height="${h * 0.2}" rx="4" fill="${tint(c, 0.6)}"/><rect x="${x + w * 0.08}" y="${y + h * 0.62}" width="${w * 0.56}" height="${h * 0.08}" rx="3" fill="${tint(c, 0.7)}"/><rect x="${x + w * 0.08}" y="${y + h * 0.76}" width="${w * 0.36}" height="${h * 0.08}" rx="3" fill="${tint(c, 0.7)}"/><circle cx="${x + w * 0.8}" cy="${y + h * 0.32}" r="${h * 0.16}" fill="#fff" fill-opacity="0.85"/>`;
};

export const icons: Readonly<Record<IconName, Drawer>> = { magazine, training, events, content, jobs, library, course, membership, campus };
