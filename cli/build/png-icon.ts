import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname } from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

/** Image types a manifest may name that an icon can be drawn from (an .ico holds several images: not one to scale). */
const mimeTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/**
 * Fonts for text in a logo (the brand's name in it): the WebAssembly renderer sees no system fonts of its own.
 * Liberation Sans has Arial's metrics, what the logos ask for; a machine without these draws the logo without its text.
 */
const fontFiles = [
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
];

let ready: Promise<Uint8Array[]> | undefined;

/** Loads the renderer's WebAssembly and the fonts once per process. */
function renderer(): Promise<Uint8Array[]> {
  ready ??= (async () => {
    const wasm = createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm');
    await initWasm(readFileSync(wasm));
    return fontFiles.filter((file) => existsSync(file)).map((file) => readFileSync(file));
  })();
  return ready;
}

/** What an icon is drawn from. */
export interface IconSource {
  /** The image's bytes and its file's extension (`.svg`, `.png` ...). */
  image: Buffer;
  extension: string;
  /** Fills the square behind the image: a home-screen icon has no transparency (iOS would fill it black). */
  background: string;
}

/** Whether an icon can be drawn from an image of this file name. */
export function canDrawIcon(path: string): boolean {
  return extname(path).toLowerCase() in mimeTypes;
}

/**
 * A square PNG of `size` pixels: the image scaled to fit it whole and centred on the background. Used for the
 * apple-touch-icon (180 px; iOS takes no SVG) and for any other home-screen icon size (192, 512 ...). `inset` is the
 * fraction of the side left empty on each edge: a maskable icon keeps its image inside the central circle that every
 * launcher's mask shows (80 % of the side), hence 0.1 or more.
 */
export async function iconPng(source: IconSource, size: number, inset = 0): Promise<Buffer> {
  const key = [
    createHash('sha256').update(source.image).digest('hex'),
    source.extension.toLowerCase(),
    source.background,
    size,
    inset,
  ].join(' ');
  let drawn = drawnIcons.get(key);
  if (!drawn) {
    drawn = drawIcon(source, size, inset);
    drawn.catch(() => drawnIcons.delete(key));
    if (drawnIcons.size >= maxKeptIcons) drawnIcons.delete(drawnIcons.keys().next().value as string);
    drawnIcons.set(key, drawn);
  }
  return Buffer.from(await drawn);
}

/**
 * Icons drawn so far, by what they are drawn from: the sites of a brand mostly share their logo and surface, and
 * each drawing takes tens of milliseconds of the main thread (build-all drew 60 icons of 7 kinds, 1.7 s in all).
 */
const drawnIcons = new Map<string, Promise<Buffer>>();
const maxKeptIcons = 64;

async function drawIcon(source: IconSource, size: number, inset: number): Promise<Buffer> {
  const fontBuffers = await renderer();
  const mime = mimeTypes[source.extension.toLowerCase()];
  if (!mime) throw new Error(`an icon cannot be drawn from a ${source.extension} image; use an SVG or PNG`);
  const margin = Math.round(size * inset);
  const box = { at: margin, side: size - 2 * margin };
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${size}" height="${size}">`,
    `<rect width="${size}" height="${size}" fill="${source.background}"/>`,
    mime === 'image/svg+xml' ? nestedSvg(source.image.toString('utf8'), box) : imageElement(mime, source.image, box),
    `</svg>`,
  ].join('');
  const resvg = new Resvg(svg, { font: { fontBuffers, defaultFontFamily: 'Liberation Sans', sansSerifFamily: 'Liberation Sans' } });
  try {
    const rendered = resvg.render();
    try {
      return Buffer.from(rendered.asPng());
    } finally {
      rendered.free();
    }
  } finally {
    resvg.free();
  }
}

/** Where the image goes in the icon: the square at (`at`, `at`) of `side` pixels. */
interface Box {
  at: number;
  side: number;
}

/** A raster image placed to fit the square. */
function imageElement(mime: string, image: Buffer, box: Box): string {
  const href = `data:${mime};base64,${image.toString('base64')}`;
  return `<image x="${box.at}" y="${box.at}" width="${box.side}" height="${box.side}" preserveAspectRatio="xMidYMid meet" xlink:href="${href}"/>`;
}

/**
 * An SVG drawn inline as a nested <svg> sized to the square (as an <image> the renderer would draw its text with
 * no fonts): its own width and height give way, its viewBox scales it.
 */
function nestedSvg(markup: string, box: Box): string {
  const body = markup.replace(/<\?xml[^>]*>/, '').replace(/<!DOCTYPE[^>]*>/i, '');
  return body.replace(/<svg\b([^>]*)>/, (_whole, attributes: string) => {
    const kept = attributes.replace(/\s(width|height|x|y|preserveAspectRatio)\s*=\s*("[^"]*"|'[^']*')/g, '');
    return `<svg${kept} x="${box.at}" y="${box.at}" width="${box.side}" height="${box.side}" preserveAspectRatio="xMidYMid meet">`;
  });
}
