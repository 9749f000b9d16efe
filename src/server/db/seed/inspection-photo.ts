/**
 * Demo inspection photos: a close-up of a vehicle's side panel (body colour, light reflection,
 * door seam and handle, the wheel arch and tyre below) with a damage (dent, scratch or chipped
 * paint) circled as an inspector marks it. Drawn pixel by pixel, deterministic, under 1 KB each.
 */
import { indexedPng } from './png.ts';

const WIDTH = 160;
const HEIGHT = 120;

type Rgb = readonly [number, number, number];

/** Body colours of the demo fleet (white, silver, black, red, blue, grey). */
const bodyColours: readonly Rgb[] = [
  [236, 238, 240],
  [178, 184, 190],
  [38, 40, 44],
  [176, 32, 36],
  [30, 70, 140],
  [110, 114, 120],
];

const shade = ([r, g, b]: Rgb, factor: number): Rgb => [r, g, b].map((c) => Math.max(0, Math.min(255, Math.round(c * factor)))) as unknown as Rgb;
const lighten = ([r, g, b]: Rgb, amount: number): Rgb => [r, g, b].map((c) => Math.round(c + (255 - c) * amount)) as unknown as Rgb;

// Palette indices.
const WALL = 0;
const FLOOR = 1;
const BODY = 2;
const BODY_LIGHT = 3;
const BODY_DARK = 4;
const SEAM = 5;
const TYRE = 6;
const RIM = 7;
const MARK = 8;
const SCRATCH = 9;
const PRIMER = 10;

class Canvas {
  readonly pixels = new Uint8Array(WIDTH * HEIGHT);

  set(x: number, y: number, colour: number): void {
    if (x >= 0 && x < WIDTH && y >= 0 && y < HEIGHT) this.pixels[y * WIDTH + Math.floor(x)] = colour;
  }

  rect(x0: number, y0: number, x1: number, y1: number, colour: number): void {
    for (let y = Math.max(0, y0); y < Math.min(HEIGHT, y1); y++) for (let x = Math.max(0, x0); x < Math.min(WIDTH, x1); x++) this.set(x, y, colour);
  }

  /** Points inside the ellipse (cx, cy, rx, ry), optionally only a ring `thickness` wide. */
  ellipse(cx: number, cy: number, rx: number, ry: number, colour: number, thickness?: number): void {
    for (let y = Math.floor(cy - ry - 1); y <= cy + ry + 1; y++) {
      for (let x = Math.floor(cx - rx - 1); x <= cx + rx + 1; x++) {
        const d = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2;
        const inner =
          thickness === undefined ? Number.POSITIVE_INFINITY : ((x - cx) / Math.max(1, rx - thickness)) ** 2 + ((y - cy) / Math.max(1, ry - thickness)) ** 2;
        if (d <= 1 && inner > 1) this.set(x, y, colour);
      }
    }
  }

  line(x0: number, y0: number, x1: number, y1: number, colour: number, width = 1): void {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let i = 0; i <= steps; i++) {
      const x = x0 + ((x1 - x0) * i) / steps;
      const y = y0 + ((y1 - y0) * i) / steps;
      this.rect(Math.round(x - width / 2), Math.round(y - width / 2), Math.round(x + width / 2), Math.round(y + width / 2), colour);
    }
  }
}

function drawPanel(canvas: Canvas): void {
  canvas.rect(0, 0, WIDTH, HEIGHT, WALL);
  canvas.rect(0, 100, WIDTH, HEIGHT, FLOOR);
  // The side panel: body colour, a lighter reflection band and a darker lower edge.
  canvas.rect(0, 8, WIDTH, 96, BODY);
  canvas.rect(0, 26, WIDTH, 34, BODY_LIGHT);
  canvas.rect(0, 84, WIDTH, 96, BODY_DARK);
  // Door seam, handle and the wheel arch with its tyre and rim.
  canvas.line(104, 8, 100, 84, SEAM);
  canvas.rect(80, 40, 96, 45, SEAM);
  canvas.ellipse(134, 100, 28, 24, WALL);
  canvas.ellipse(134, 104, 22, 20, TYRE);
  canvas.ellipse(134, 104, 12, 11, RIM);
}

type Damage = 'dent' | 'scratch' | 'chip';
const damages: readonly Damage[] = ['dent', 'scratch', 'chip'];

function drawDamage(canvas: Canvas, damage: Damage, cx: number, cy: number): void {
  if (damage === 'dent') {
    canvas.ellipse(cx, cy, 10, 7, BODY_DARK);
    canvas.ellipse(cx - 2, cy - 2, 5, 3, BODY_LIGHT);
  } else if (damage === 'scratch') {
    canvas.line(cx - 14, cy + 4, cx - 2, cy - 2, SCRATCH, 2);
    canvas.line(cx - 2, cy - 2, cx + 13, cy + 1, SCRATCH, 1);
  } else {
    canvas.ellipse(cx, cy, 5, 4, PRIMER);
    canvas.set(cx + 7, cy + 2, PRIMER);
    canvas.set(cx - 6, cy - 3, PRIMER);
  }
  // The inspector's red circle around it.
  canvas.ellipse(cx, cy, 20, 16, MARK, 2);
}

/** Photo `variant` (any non-negative integer): body colour, damage kind and place follow from it. */
export function inspectionPhoto(variant: number): Buffer {
  const body = bodyColours[variant % bodyColours.length]!;
  const damage = damages[Math.floor(variant / bodyColours.length) % damages.length]!;
  const canvas = new Canvas();
  drawPanel(canvas);
  drawDamage(canvas, damage, 30 + ((variant * 23) % 50), 50 + ((variant * 17) % 24));
  const palette: Rgb[] = [
    [214, 210, 200], // wall
    [120, 118, 112], // floor
    body,
    lighten(body, 0.45),
    shade(body, 0.7),
    shade(body, 0.45),
    [30, 30, 32], // tyre
    [160, 164, 168], // rim
    body[0] > 140 && body[1] < 80 ? [250, 200, 20] : [220, 20, 30], // inspector's mark: red, yellow on a red car
    lighten(body, 0.8),
    [150, 150, 140], // primer under chipped paint
  ];
  return indexedPng(WIDTH, HEIGHT, palette, canvas.pixels);
}
