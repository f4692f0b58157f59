import { encodePng } from './png';

// Draws a flat, friendly dish illustration (400x400 PNG) from a few parameters, with no downloads:
// a coloured table with a dotted cloth, a plate seen from above, the food as simple shapes, and the
// dish's initial on a badge. Deterministic: the same dish gives the same bytes.

export const DISH_IMAGE_SIZE = 400;

export type DishShape = 'bowl' | 'dumplings' | 'noodles' | 'plate' | 'cup' | 'tarts' | 'rice';

export interface DishIllustration {
  /** Table colour, #rrggbb. */
  background: string;
  /** Main food colour, #rrggbb. */
  food: string;
  shape: DishShape;
  /** Dish name: its first letter goes on the badge and it seeds the garnish. */
  name: string;
}

type Rgb = readonly [number, number, number];

function hex(color: string): Rgb {
  const n = Number.parseInt(color.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const lighten = (c: Rgb, t: number) => mix(c, WHITE, t);
const darken = (c: Rgb, t: number) => mix(c, BLACK, t);

/** A small seeded generator (mulberry32). */
function random(seedText: string): () => number {
  let seed = 2166136261;
  for (let i = 0; i < seedText.length; i++) seed = Math.imul(seed ^ seedText.charCodeAt(i), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

class Canvas {
  readonly px: Float32Array;
  constructor(readonly size: number) {
    this.px = new Float32Array(size * size * 3);
  }

  blend(x: number, y: number, c: Rgb, a: number): void {
    if (a <= 0) return;
    const i = (y * this.size + x) * 3;
    const p = this.px;
    p[i] = p[i]! + (c[0] - p[i]!) * a;
    p[i + 1] = p[i + 1]! + (c[1] - p[i + 1]!) * a;
    p[i + 2] = p[i + 2]! + (c[2] - p[i + 2]!) * a;
  }

  /** Fills an ellipse with an anti-aliased edge; `soft` widens the edge into a blur (for shadows). */
  ellipse(cx: number, cy: number, rx: number, ry: number, c: Rgb, alpha = 1, soft = 0): void {
    const pad = soft + 1;
    const x0 = Math.max(0, Math.floor(cx - rx - pad));
    const x1 = Math.min(this.size - 1, Math.ceil(cx + rx + pad));
    const y0 = Math.max(0, Math.floor(cy - ry - pad));
    const y1 = Math.min(this.size - 1, Math.ceil(cy + ry + pad));
    const r = Math.min(rx, ry);
    for (let y = y0; y <= y1; y++) {
      const dy = (y + 0.5 - cy) / ry;
      for (let x = x0; x <= x1; x++) {
        const dx = (x + 0.5 - cx) / rx;
        const edge = (1 - Math.sqrt(dx * dx + dy * dy)) * r; // pixels inside the edge
        const cover = soft > 0 ? clamp01(edge / soft + 0.5) : clamp01(edge + 0.5);
        this.blend(x, y, c, cover * alpha);
      }
    }
  }

  circle(cx: number, cy: number, r: number, c: Rgb, alpha = 1, soft = 0): void {
    this.ellipse(cx, cy, r, r, c, alpha, soft);
  }

  rect(x0: number, y0: number, w: number, h: number, c: Rgb): void {
    for (let y = Math.max(0, y0); y < Math.min(this.size, y0 + h); y++)
      for (let x = Math.max(0, x0); x < Math.min(this.size, x0 + w); x++) this.blend(x, y, c, 1);
  }

  /** Recolours the pixels inside a circle where `pattern` says so (noodle strands, rice grains). */
  texture(cx: number, cy: number, r: number, c: Rgb, pattern: (x: number, y: number) => number): void {
    for (let y = Math.floor(cy - r); y <= Math.ceil(cy + r); y++)
      for (let x = Math.floor(cx - r); x <= Math.ceil(cx + r); x++) {
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        if (d < r) this.blend(x, y, c, clamp01(pattern(x, y)) * clamp01(r - d));
      }
  }

  toRgb(): Uint8Array {
    // A clamped array rounds and clamps on assignment.
    const out = new Uint8ClampedArray(this.px.length);
    out.set(this.px);
    return new Uint8Array(out.buffer);
  }
}

// A 5x7 pixel font for the badge initial.
const GLYPHS: Record<string, string> = {
  A: '.###.|#...#|#...#|#####|#...#|#...#|#...#',
  B: '####.|#...#|#...#|####.|#...#|#...#|####.',
  C: '.###.|#...#|#....|#....|#....|#...#|.###.',
  D: '####.|#...#|#...#|#...#|#...#|#...#|####.',
  E: '#####|#....|#....|####.|#....|#....|#####',
  F: '#####|#....|#....|####.|#....|#....|#....',
  G: '.###.|#...#|#....|#.###|#...#|#...#|.####',
  H: '#...#|#...#|#...#|#####|#...#|#...#|#...#',
  I: '.###.|..#..|..#..|..#..|..#..|..#..|.###.',
  J: '..###|...#.|...#.|...#.|...#.|#..#.|.##..',
  K: '#...#|#..#.|#.#..|##...|#.#..|#..#.|#...#',
  L: '#....|#....|#....|#....|#....|#....|#####',
  M: '#...#|##.##|#.#.#|#.#.#|#...#|#...#|#...#',
  N: '#...#|#...#|##..#|#.#.#|#..##|#...#|#...#',
  O: '.###.|#...#|#...#|#...#|#...#|#...#|.###.',
  P: '####.|#...#|#...#|####.|#....|#....|#....',
  Q: '.###.|#...#|#...#|#...#|#.#.#|#..#.|.##.#',
  R: '####.|#...#|#...#|####.|#.#..|#..#.|#...#',
  S: '.####|#....|#....|.###.|....#|....#|####.',
  T: '#####|..#..|..#..|..#..|..#..|..#..|..#..',
  U: '#...#|#...#|#...#|#...#|#...#|#...#|.###.',
  V: '#...#|#...#|#...#|#...#|#...#|.#.#.|..#..',
  W: '#...#|#...#|#...#|#.#.#|#.#.#|#.#.#|.#.#.',
  X: '#...#|#...#|.#.#.|..#..|.#.#.|#...#|#...#',
  Y: '#...#|#...#|.#.#.|..#..|..#..|..#..|..#..',
  Z: '#####|....#|...#.|..#..|.#...|#....|#####',
};

function drawGlyph(canvas: Canvas, letter: string, cx: number, cy: number, scale: number, c: Rgb): void {
  const glyph = GLYPHS[letter];
  if (!glyph) return;
  const rows = glyph.split('|');
  const x0 = Math.round(cx - (5 * scale) / 2);
  const y0 = Math.round(cy - (7 * scale) / 2);
  rows.forEach((row, gy) => {
    for (let gx = 0; gx < 5; gx++)
      if (row[gx] === '#') canvas.rect(x0 + gx * scale, y0 + gy * scale, scale, scale, c);
  });
}

function garnish(canvas: Canvas, rnd: () => number, radius: number, colors: Rgb[], count: number): void {
  for (let i = 0; i < count; i++) {
    const a = rnd() * Math.PI * 2;
    const d = Math.sqrt(rnd()) * radius;
    const color = colors[Math.floor(rnd() * colors.length)]!;
    canvas.ellipse(200 + Math.cos(a) * d, 200 + Math.sin(a) * d, 4 + rnd() * 5, 3 + rnd() * 3, color);
  }
}

const GREEN: Rgb = [76, 153, 76];
const SPRING: Rgb = [139, 195, 74];
const RED: Rgb = [211, 64, 52];

function drawFood(canvas: Canvas, dish: DishIllustration, rnd: () => number): void {
  const food = hex(dish.food);
  switch (dish.shape) {
    case 'bowl': {
      canvas.circle(200, 200, 112, darken(food, 0.25));
      canvas.circle(200, 200, 104, lighten(food, 0.1));
      canvas.circle(186, 186, 60, lighten(food, 0.35), 0.35, 30);
      garnish(canvas, rnd, 80, [GREEN, SPRING, lighten(food, 0.6)], 18);
      break;
    }
    case 'dumplings': {
      const spots: [number, number][] = [
        [200, 145],
        [148, 235],
        [252, 235],
      ];
      for (const [x, y] of spots) {
        canvas.ellipse(x + 4, y + 8, 50, 40, BLACK, 0.18, 8);
        canvas.ellipse(x, y, 50, 40, food);
        canvas.ellipse(x - 8, y - 10, 28, 16, lighten(food, 0.5), 0.6, 6);
        for (let k = -2; k <= 2; k++)
          canvas.circle(x + k * 12, y - 26 + Math.abs(k) * 4, 3, darken(food, 0.2));
      }
      garnish(canvas, rnd, 30, [GREEN, RED], 4);
      break;
    }
    case 'noodles': {
      canvas.circle(200, 200, 108, darken(food, 0.15));
      const strand = lighten(food, 0.45);
      canvas.texture(
        200,
        200,
        104,
        strand,
        (x, y) => (Math.sin(x * 0.16 + Math.sin(y * 0.045) * 4) - 0.35) * 3,
      );
      garnish(canvas, rnd, 85, [GREEN, SPRING, RED, [120, 72, 40]], 22);
      break;
    }
    case 'rice': {
      canvas.ellipse(240, 215, 80, 70, food);
      canvas.ellipse(230, 205, 40, 28, lighten(food, 0.4), 0.5, 12);
      canvas.circle(155, 185, 62, [248, 246, 238]);
      canvas.texture(
        155,
        185,
        60,
        [226, 222, 208],
        (x, y) => (Math.sin(x * 1.3) * Math.sin(y * 1.7) - 0.6) * 4,
      );
      garnish(canvas, rnd, 90, [GREEN, SPRING], 10);
      break;
    }
    case 'cup': {
      canvas.circle(204, 208, 92, BLACK, 0.15, 10);
      canvas.circle(200, 200, 90, [250, 250, 250]);
      canvas.circle(200, 200, 78, darken(food, 0.2));
      canvas.circle(200, 200, 74, food);
      canvas.circle(190, 188, 34, lighten(food, 0.55), 0.7, 18);
      canvas.ellipse(300, 200, 22, 14, [250, 250, 250]);
      canvas.ellipse(300, 200, 12, 6, lighten(food, 0.8));
      break;
    }
    case 'tarts': {
      const spots: [number, number][] = [
        [200, 140],
        [140, 235],
        [260, 235],
      ];
      for (const [x, y] of spots) {
        canvas.circle(x + 3, y + 6, 52, BLACK, 0.15, 8);
        canvas.circle(x, y, 52, darken(food, 0.15));
        canvas.circle(x, y, 40, lighten(food, 0.35));
        canvas.circle(x - 10, y - 10, 14, WHITE, 0.35, 8);
      }
      break;
    }
    default: {
      canvas.ellipse(200, 205, 112, 82, darken(food, 0.1));
      for (let i = 0; i < 9; i++) {
        const a = rnd() * Math.PI * 2;
        const d = rnd() * 60;
        canvas.ellipse(
          200 + Math.cos(a) * d * 1.3,
          205 + Math.sin(a) * d * 0.8,
          22 + rnd() * 10,
          16 + rnd() * 8,
          mix(food, darken(food, 0.35), rnd()),
        );
      }
      garnish(canvas, rnd, 75, [GREEN, SPRING, RED], 14);
    }
  }
}

/** The table and the empty plate: the same for every dish on one background, so drawn once. */
const baseCache = new Map<string, Float32Array>();

function drawTableAndPlate(canvas: Canvas, bg: Rgb): void {
  const size = canvas.size;
  // The table: a soft vertical gradient with a dotted cloth.
  const top = lighten(bg, 0.12);
  const bottom = darken(bg, 0.08);
  for (let y = 0; y < size; y++) {
    const c = mix(top, bottom, y / size);
    for (let x = 0; x < size; x++) canvas.blend(x, y, c, 1);
  }
  for (let y = 20; y < size; y += 40)
    for (let x = (y / 40) % 2 ? 40 : 20; x < size; x += 40) canvas.circle(x, y, 3, lighten(bg, 0.35), 0.6);
  // The plate, with a shadow, a rim and a well.
  canvas.circle(212, 218, 160, darken(bg, 0.45), 0.35, 22);
  canvas.circle(200, 200, 158, [246, 246, 244]);
  canvas.circle(200, 200, 132, [231, 231, 228]);
  canvas.circle(200, 200, 128, [252, 252, 250]);
}

/** Draws the dish and encodes it as a PNG. */
export function drawDishPng(dish: DishIllustration): Buffer {
  const canvas = new Canvas(DISH_IMAGE_SIZE);
  const bg = hex(dish.background);
  let base = baseCache.get(dish.background);
  if (!base) {
    drawTableAndPlate(canvas, bg);
    base = canvas.px.slice();
    baseCache.set(dish.background, base);
  } else canvas.px.set(base);

  drawFood(canvas, dish, random(dish.name));

  // The badge with the dish's initial.
  const letter = (dish.name.match(/[A-Za-z]/)?.[0] ?? 'D').toUpperCase();
  canvas.circle(346, 346, 36, BLACK, 0.2, 6);
  canvas.circle(344, 344, 34, darken(bg, 0.45));
  drawGlyph(canvas, letter, 344, 344, 6, WHITE);

  return encodePng(DISH_IMAGE_SIZE, DISH_IMAGE_SIZE, canvas.toRgb());
}
