#!/usr/bin/env node
/**
 * Draws the site's illustrations as SVG and writes them as the small files the site uses:
 * raster sources for gatsby-plugin-image under src/images/, blog and social images under static/,
 * and the package, partner and favicon SVGs. Run it after changing a drawing
 * (`node scripts/make-images.mjs`) and commit the output; builds never run it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The brand palette (src/design-system/tokens/colors.ts) plus illustration tints. */
const C = {
  teal: '#0b5d6b',
  tealDark: '#08495a',
  tealMid: '#1a7f93',
  tealLight: '#7fc4cc',
  tealSoft: '#e3f1f3',
  sky: '#cfe8ec',
  yellow: '#f2b33d',
  yellowDark: '#d9962a',
  yellowSoft: '#fdf2da',
  sand: '#f6e7c8',
  coral: '#e8806a',
  coralSoft: '#fbe0d8',
  green: '#3d9a6b',
  brown: '#8a5a32',
  ink: '#14232b',
  inkMuted: '#4a5a63',
  white: '#ffffff',
  cloud: '#f5f8f8',
  line: '#d5dfe2',
};

// ---------------------------------------------------------------------------------------------
// Motifs: each returns an SVG fragment drawn around (0, 0); place() moves and scales it.

const place = (x, y, s, body, rotate = 0) =>
  `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${s})">${body}</g>`;

const bubble = (x, y, r) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.white}" fill-opacity="0.75" stroke="${C.tealLight}" stroke-width="${Math.max(1.5, r / 8)}"/>` +
  `<circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.22}" fill="${C.white}"/>`;

const bubbles = (list) => list.map(([x, y, r]) => bubble(x, y, r)).join('');

const sparkle = (x, y, r, color = C.yellow) =>
  `<path d="M${x} ${y - r} Q${x + r * 0.18} ${y - r * 0.18} ${x + r} ${y} Q${x + r * 0.18} ${y + r * 0.18} ${x} ${y + r} Q${x - r * 0.18} ${y + r * 0.18} ${x - r} ${y} Q${x - r * 0.18} ${y - r * 0.18} ${x} ${y - r}Z" fill="${color}"/>`;

const shadow = (x, y, rx, ry = rx * 0.12) =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${C.ink}" fill-opacity="0.10"/>`;

function washer() {
  return `
    <rect x="-150" y="-185" width="300" height="370" rx="28" fill="${C.white}" stroke="${C.line}" stroke-width="6"/>
    <rect x="-150" y="-185" width="300" height="70" rx="28" fill="${C.cloud}"/>
    <rect x="-147" y="-130" width="294" height="8" fill="${C.line}"/>
    <rect x="-125" y="-165" width="90" height="26" rx="13" fill="${C.tealSoft}"/>
    <circle cx="95" cy="-152" r="20" fill="${C.yellow}"/><circle cx="95" cy="-152" r="8" fill="${C.white}"/>
    <circle cx="45" cy="-152" r="9" fill="${C.tealLight}"/>
    <circle cx="0" cy="40" r="112" fill="${C.cloud}" stroke="${C.line}" stroke-width="8"/>
    <circle cx="0" cy="40" r="90" fill="${C.tealMid}"/>
    <path d="M-90 40 Q-45 10 0 40 T90 40 A90 90 0 0 1 -90 40Z" fill="${C.teal}"/>
    <path d="M-50 60 q20 -30 50 -10 q25 16 45 -8" stroke="${C.yellow}" stroke-width="14" fill="none" stroke-linecap="round"/>
    <path d="M-60 95 q30 -20 60 0" stroke="${C.coral}" stroke-width="12" fill="none" stroke-linecap="round"/>
    ${bubbles([[-40, -5, 16], [10, -20, 11], [45, 5, 14], [-10, 20, 8]])}
    <path d="M-62 -20 A75 75 0 0 1 10 -32" stroke="${C.white}" stroke-opacity="0.6" stroke-width="10" fill="none" stroke-linecap="round"/>
    <rect x="-130" y="172" width="40" height="16" rx="6" fill="${C.line}"/><rect x="90" y="172" width="40" height="16" rx="6" fill="${C.line}"/>`;
}

function shirtPath(color, { collar = C.white, buttons = C.white, stripe = null } = {}) {
  return `
    <path d="M-52 -92 L-104 -72 L-140 -8 L-100 14 L-78 -18 L-78 108 Q0 118 78 108 L78 -18 L100 14 L140 -8 L104 -72 L52 -92 Q0 -62 -52 -92Z" fill="${color}"/>
    ${stripe ? `<path d="M-78 20 L78 20 M-78 48 L78 48 M-78 76 L78 76" stroke="${stripe}" stroke-width="8" stroke-opacity="0.5"/>` : ''}
    <path d="M-52 -92 L-20 -50 L0 -74Z M52 -92 L20 -50 L0 -74Z" fill="${collar}" fill-opacity="0.9"/>
    <path d="M0 -70 L0 108" stroke="${C.ink}" stroke-opacity="0.12" stroke-width="3"/>
    ${[-40, -10, 20, 50, 80].map((y) => `<circle cx="0" cy="${y}" r="4.5" fill="${buttons}"/>`).join('')}`;
}

const hanger = (color = C.inkMuted) => `
  <path d="M0 -118 L0 -132 Q0 -150 16 -150 Q32 -150 32 -134" stroke="${color}" stroke-width="7" fill="none" stroke-linecap="round"/>
  <path d="M0 -118 L-108 -84 Q-116 -80 -108 -80 L108 -80 Q116 -80 108 -84Z" stroke="${color}" stroke-width="7" fill="none" stroke-linejoin="round"/>`;

function shirtOnHanger(color, opts) {
  return `${hanger()}<g transform="translate(0 10)">${shirtPath(color, opts)}</g>`;
}

function dress(color, trim = C.yellow) {
  return `${hanger()}
    <path d="M-34 -88 L-22 -88 L-14 -60 L14 -60 L22 -88 L34 -88 L42 -10 L118 150 Q0 170 -118 150 L-42 -10Z" fill="${color}"/>
    <path d="M-42 -10 Q0 6 42 -10" stroke="${trim}" stroke-width="10" fill="none"/>
    <path d="M-70 70 Q-20 90 0 150 M70 70 Q20 90 0 150" stroke="${C.ink}" stroke-opacity="0.10" stroke-width="4" fill="none"/>`;
}

function suitInCover() {
  return `${hanger()}
    <rect x="-125" y="-82" width="250" height="300" rx="24" fill="${C.white}" fill-opacity="0.55" stroke="${C.tealLight}" stroke-width="5" stroke-dasharray="2 0"/>
    <path d="M-56 -74 L-100 -56 L-110 150 L110 150 L100 -56 L56 -74 L0 10Z" fill="${C.tealDark}"/>
    <path d="M-30 -74 L0 -20 L30 -74Z" fill="${C.white}"/>
    <path d="M0 -40 L-10 -20 L0 60 L10 -20Z" fill="${C.yellow}"/>
    <path d="M-56 -74 L-30 -74 L0 10 L-40 -40Z M56 -74 L30 -74 L0 10 L40 -40Z" fill="${C.teal}"/>
    <circle cx="-14" cy="70" r="5" fill="${C.tealLight}"/><circle cx="-14" cy="100" r="5" fill="${C.tealLight}"/>
    <rect x="40" y="30" width="40" height="6" rx="3" fill="${C.tealLight}"/>
    <rect x="-30" y="180" width="60" height="26" rx="6" fill="${C.yellow}"/>`;
}

function rail(colors) {
  const step = 520 / colors.length;
  return `
    <rect x="-300" y="-170" width="600" height="14" rx="7" fill="${C.inkMuted}"/>
    <rect x="-292" y="-170" width="12" height="370" rx="6" fill="${C.inkMuted}"/>
    <rect x="280" y="-170" width="12" height="370" rx="6" fill="${C.inkMuted}"/>
    ${colors
      .map((color, i) => {
        const x = -260 + step * (i + 0.5);
        const body = i % 2 ? dress(color, C.white) : shirtOnHanger(color, { collar: C.white });
        return place(x, -10, 0.62, body);
      })
      .join('')}`;
}

function foldedStack(colors, width = 240) {
  return colors
    .map((color, i) => {
      const w = width - (i % 2) * 14;
      const y = -i * 46;
      return `<g transform="translate(0 ${y})">
        <rect x="${-w / 2}" y="-44" width="${w}" height="44" rx="12" fill="${color}"/>
        <rect x="${-w / 2}" y="-44" width="${w}" height="12" rx="6" fill="${C.white}" fill-opacity="0.25"/>
        <path d="M${-w / 2 + 26} -22 L${w / 2 - 26} -22" stroke="${C.ink}" stroke-opacity="0.12" stroke-width="3"/>
      </g>`;
    })
    .join('');
}

function basket(clothes) {
  return `
    ${clothes.map(([x, y, r, color]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`).join('')}
    <path d="M-170 -40 L170 -40 L140 150 Q0 165 -140 150Z" fill="${C.yellow}"/>
    ${[0, 1, 2, 3].map((i) => `<path d="M${-164 + i * 2} ${0 + i * 40} L${164 - i * 2} ${0 + i * 40}" stroke="${C.yellowDark}" stroke-width="6"/>`).join('')}
    ${[-100, -40, 20, 80].map((x) => `<path d="M${x} -40 L${x * 0.85} 150" stroke="${C.yellowDark}" stroke-width="5" stroke-opacity="0.6"/>`).join('')}
    <rect x="-182" y="-56" width="364" height="30" rx="15" fill="${C.yellowDark}"/>
    <path d="M-120 -56 Q-120 -110 -60 -110" stroke="${C.yellowDark}" stroke-width="14" fill="none" stroke-linecap="round"/>
    <path d="M120 -56 Q120 -110 60 -110" stroke="${C.yellowDark}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
}

function clothesline() {
  const peg = (x, y) => `<rect x="${x - 5}" y="${y - 14}" width="10" height="26" rx="3" fill="${C.yellowDark}"/>`;
  return `
    <path d="M-360 -150 Q0 -100 360 -150" stroke="${C.inkMuted}" stroke-width="5" fill="none"/>
    ${place(-200, -10, 0.7, shirtPath(C.white, { collar: C.tealSoft, buttons: C.tealLight }))}
    <rect x="-60" y="-128" width="130" height="190" rx="10" fill="${C.coral}"/>
    <path d="M-60 20 L70 20 M-60 36 L70 36" stroke="${C.white}" stroke-width="8" stroke-opacity="0.7"/>
    ${place(200, -10, 0.7, shirtPath(C.tealMid))}
    ${peg(-232, -124)}${peg(-168, -124)}${peg(-50, -126)}${peg(60, -126)}${peg(168, -124)}${peg(232, -124)}`;
}

function iron(steam = true) {
  return `
    ${steam ? `<path d="M80 -130 q-20 -25 0 -50 q20 -25 0 -50 M120 -110 q-20 -25 0 -50 q20 -25 0 -50 M40 -120 q-16 -20 0 -40" stroke="${C.tealLight}" stroke-width="10" fill="none" stroke-linecap="round"/>` : ''}
    <path d="M-70 -60 Q-70 -120 -10 -120 L60 -120 Q80 -120 80 -100" stroke="${C.teal}" stroke-width="26" fill="none" stroke-linecap="round"/>
    <path d="M-150 40 L110 40 Q170 40 180 10 Q120 -70 -20 -70 L-140 -70 Q-160 -70 -160 -50 L-160 28 Q-160 40 -150 40Z" fill="${C.tealMid}"/>
    <path d="M-160 20 L178 20 Q170 40 110 40 L-150 40 Q-160 40 -160 28Z" fill="${C.line}"/>
    <circle cx="-90" cy="-25" r="16" fill="${C.yellow}"/>
    <rect x="-40" y="-38" width="90" height="16" rx="8" fill="${C.white}" fill-opacity="0.5"/>`;
}

function ironingBoard() {
  return `
    <path d="M-40 40 L60 200 M40 40 L-60 200" stroke="${C.inkMuted}" stroke-width="12" stroke-linecap="round"/>
    <path d="M-250 10 L190 10 Q260 10 280 30 Q260 50 190 50 L-250 50 Q-262 50 -262 38 L-262 22 Q-262 10 -250 10Z" fill="${C.tealSoft}" stroke="${C.tealLight}" stroke-width="6"/>
    ${place(-60, -6, 0.5, foldedStack([C.white], 220))}
    ${place(110, -20, 0.55, iron(false))}`;
}

function towels() {
  const roll = (x, y, r, color) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>` +
    `<path d="M${x} ${y} m-${r * 0.15} 0 a${r * 0.15} ${r * 0.15} 0 1 1 ${r * 0.3} 0 a${r * 0.35} ${r * 0.35} 0 1 1 -${r * 0.6} 0 a${r * 0.55} ${r * 0.55} 0 1 1 ${r * 1.05} 0" stroke="${C.white}" stroke-opacity="0.55" stroke-width="6" fill="none"/>`;
  return `${place(-120, 80, 1, foldedStack([C.tealMid, C.white, C.yellow], 220))}
    ${roll(110, 40, 62, C.coral)}${roll(200, 50, 52, C.tealLight)}${roll(150, -50, 58, C.yellow)}`;
}

function tshirtAndSocks() {
  const sock = (x, y, color, rotate) =>
    place(x, y, 0.55, `<path d="M-25 -120 L25 -120 L25 20 Q25 50 60 54 L90 56 Q118 60 112 90 Q106 112 80 112 L10 112 Q-25 112 -25 70Z" fill="${color}"/><rect x="-25" y="-120" width="50" height="26" fill="${C.white}" fill-opacity="0.5"/><path d="M60 54 Q90 60 112 84" stroke="${C.white}" stroke-opacity="0.45" stroke-width="10" fill="none"/>`, rotate);
  // A T-shirt folded shop-style: the body square, sleeves tucked behind, the neckline on top.
  return `
    <path d="M-270 -40 L-230 -70 L-50 -70 L-10 -40 L-10 110 L-270 110Z" fill="${C.teal}"/>
    <path d="M-270 -40 L-230 -70 L-230 110 L-270 110Z M-10 -40 L-50 -70 L-50 110 L-10 110Z" fill="${C.tealDark}" fill-opacity="0.6"/>
    <path d="M-185 -70 Q-140 -30 -95 -70Z" fill="${C.tealDark}"/>
    <path d="M-185 -70 Q-140 -34 -95 -70" stroke="${C.tealLight}" stroke-width="8" fill="none"/>
    <rect x="-200" y="20" width="120" height="10" rx="5" fill="${C.white}" fill-opacity="0.3"/>
    ${sock(110, 10, C.yellow, -8)}${sock(170, 20, C.coral, 6)}`;
}

function rug(palette = [C.coral, C.teal, C.yellow]) {
  const [main, border, accent] = palette;
  const fringe = (x) => Array.from({ length: 14 }, (_, i) => `<path d="M${x} ${-150 + i * 23} l${x < 0 ? -22 : 22} 0" stroke="${C.sand}" stroke-width="5" stroke-linecap="round"/>`).join('');
  return `
    ${fringe(-290)}${fringe(290)}
    <rect x="-290" y="-165" width="580" height="330" rx="10" fill="${border}"/>
    <rect x="-260" y="-135" width="520" height="270" rx="6" fill="${main}"/>
    <rect x="-230" y="-105" width="460" height="210" rx="4" fill="none" stroke="${accent}" stroke-width="8"/>
    ${[-150, 0, 150].map((x) => `<path d="M${x} -70 L${x + 60} 0 L${x} 70 L${x - 60} 0Z" fill="${accent}"/><path d="M${x} -34 L${x + 28} 0 L${x} 34 L${x - 28} 0Z" fill="${border}"/>`).join('')}`;
}

function carpetRoll() {
  return `
    <rect x="-260" y="-70" width="470" height="140" fill="${C.coral}"/>
    <path d="M-260 -70 L210 -70" stroke="${C.yellow}" stroke-width="14"/><path d="M-260 70 L210 70" stroke="${C.yellow}" stroke-width="14"/>
    ${[-200, -120, -40, 40, 120].map((x) => `<path d="M${x} -62 L${x + 40} 0 L${x} 62" stroke="${C.teal}" stroke-width="8" fill="none"/>`).join('')}
    <ellipse cx="210" cy="0" rx="46" ry="72" fill="${C.teal}"/>
    <path d="M210 0 m-8 0 a8 12 0 1 1 16 0 a20 30 0 1 1 -36 0 a32 48 0 1 1 60 0" stroke="${C.yellow}" stroke-width="6" fill="none"/>
    <rect x="-150" y="-78" width="22" height="156" rx="6" fill="${C.tealSoft}"/><rect x="60" y="-78" width="22" height="156" rx="6" fill="${C.tealSoft}"/>
    <rect x="-150" y="82" width="260" height="34" rx="10" fill="${C.yellow}"/>`;
}

function brush() {
  return `
    <rect x="-120" y="-40" width="240" height="70" rx="26" fill="${C.teal}"/>
    <rect x="-100" y="-30" width="120" height="14" rx="7" fill="${C.white}" fill-opacity="0.35"/>
    ${Array.from({ length: 15 }, (_, i) => `<rect x="${-108 + i * 15}" y="30" width="8" height="40" rx="3" fill="${C.yellow}"/>`).join('')}`;
}

function sneaker(upper = C.white, accent = C.teal, sole = C.cloud) {
  // Side view, toe to the right: a high heel counter, the ankle opening, the tongue, then the toe box.
  return `
    <path d="M-172 44 L-172 -46 Q-170 -78 -138 -80 L-104 -78 Q-86 -52 -52 -56 Q-30 -60 -8 -84 Q6 -98 22 -90 L40 -62 Q110 -44 158 -10 Q186 10 184 44Z" fill="${upper}" stroke="${C.line}" stroke-width="5" stroke-linejoin="round"/>
    <path d="M-104 -78 Q-86 -52 -52 -56 Q-30 -60 -8 -84 Q-40 -76 -60 -74 Q-88 -72 -104 -78Z" fill="${C.inkMuted}"/>
    <path d="M-172 -46 Q-170 -78 -138 -80 L-104 -78 Q-120 -40 -120 0 L-172 0Z" fill="${accent}" fill-opacity="0.9"/>
    <path d="M100 -36 Q150 -16 170 8 Q184 22 184 44 L110 44 Q120 0 100 -36Z" fill="${accent}" fill-opacity="0.18"/>
    <path d="M-80 10 Q0 -40 90 -12" stroke="${accent}" stroke-width="14" fill="none" stroke-linecap="round"/>
    ${[0, 1, 2, 3].map((i) => `<path d="M${-2 + i * 22} ${-70 + i * 9} l-6 22 M${-2 + i * 22} ${-70 + i * 9} l18 6" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>`).join('')}
    <path d="M-186 44 L194 44 Q198 76 168 78 L-170 78 Q-190 78 -186 44Z" fill="${sole}" stroke="${C.line}" stroke-width="5"/>
    <path d="M-178 62 L190 62" stroke="${C.line}" stroke-width="4"/>`;
}

function kente() {
  const strips = [C.yellow, C.green, C.teal, C.yellow, C.coral, C.green, C.yellow, C.teal];
  const layer = (y, w) => `
    <g transform="translate(0 ${y})">
      <rect x="${-w / 2}" y="-40" width="${w}" height="80" rx="10" fill="${C.yellow}"/>
      ${strips.map((color, i) => `<rect x="${-w / 2 + 12 + i * ((w - 24) / strips.length)}" y="-40" width="${(w - 24) / strips.length - 6}" height="80" fill="${color}"/>`).join('')}
      ${[-20, 0, 20].map((dy) => `<path d="M${-w / 2} ${dy} L${w / 2} ${dy}" stroke="${C.ink}" stroke-opacity="0.25" stroke-width="5" stroke-dasharray="18 14"/>`).join('')}
    </g>`;
  return `${layer(60, 420)}${layer(-30, 400)}${layer(-120, 380)}
    <path d="M150 -150 L230 -190 L250 -150 L180 -118Z" fill="${C.white}" stroke="${C.line}" stroke-width="4"/>
    <circle cx="166" cy="-146" r="6" fill="${C.teal}"/>`;
}

function schoolBag() {
  return `
    <path d="M-60 -120 Q-60 -160 0 -160 Q60 -160 60 -120" stroke="${C.tealDark}" stroke-width="16" fill="none"/>
    <rect x="-110" y="-125" width="220" height="250" rx="40" fill="${C.teal}"/>
    <rect x="-80" y="10" width="160" height="95" rx="18" fill="${C.tealMid}"/>
    <rect x="-80" y="10" width="160" height="22" rx="11" fill="${C.tealDark}" fill-opacity="0.5"/>
    <rect x="-14" y="-110" width="28" height="100" rx="8" fill="${C.yellow}"/>
    <circle cx="0" cy="50" r="9" fill="${C.yellow}"/>`;
}

function shortsOnHanger(color) {
  return `${hanger()}
    <path d="M-92 -80 L92 -80 L110 120 L24 120 L0 10 L-24 120 L-110 120Z" fill="${color}"/>
    <rect x="-92" y="-80" width="184" height="24" fill="${C.ink}" fill-opacity="0.15"/>
    <path d="M-40 -56 L-40 0 M40 -56 L40 0" stroke="${C.ink}" stroke-opacity="0.12" stroke-width="4"/>`;
}

function rainCloud() {
  const drop = (x, y) => `<path d="M${x} ${y} q-10 18 0 26 q10 -8 0 -26Z" fill="${C.tealMid}"/>`;
  return `
    <path d="M-170 40 Q-200 40 -200 0 Q-200 -44 -150 -44 Q-140 -110 -60 -100 Q-20 -150 50 -120 Q120 -130 130 -60 Q200 -60 200 -8 Q200 40 150 40Z" fill="${C.inkMuted}" fill-opacity="0.55"/>
    ${[-150, -100, -50, 0, 50, 100, 150].map((x, i) => drop(x, 70 + (i % 2) * 34)).join('')}`;
}

function clock() {
  return `
    <circle cx="0" cy="0" r="130" fill="${C.white}" stroke="${C.teal}" stroke-width="18"/>
    ${Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return `<circle cx="${Math.sin(a) * 100}" cy="${-Math.cos(a) * 100}" r="${i % 3 ? 5 : 9}" fill="${C.tealLight}"/>`;
    }).join('')}
    <path d="M0 0 L0 -72" stroke="${C.ink}" stroke-width="12" stroke-linecap="round"/>
    <path d="M0 0 L58 30" stroke="${C.yellowDark}" stroke-width="10" stroke-linecap="round"/>
    <circle cx="0" cy="0" r="12" fill="${C.ink}"/>
    <rect x="-30" y="-168" width="60" height="30" rx="10" fill="${C.teal}"/>`;
}

function sun(r = 60) {
  return `<circle cx="0" cy="0" r="${r}" fill="${C.yellow}"/>` +
    Array.from({ length: 10 }, (_, i) => {
      const a = (i * Math.PI) / 5;
      return `<path d="M${Math.cos(a) * (r + 16)} ${Math.sin(a) * (r + 16)} L${Math.cos(a) * (r + 40)} ${Math.sin(a) * (r + 40)}" stroke="${C.yellow}" stroke-width="10" stroke-linecap="round"/>`;
    }).join('');
}

// ---------------------------------------------------------------------------------------------
// Scenes

/** A softly coloured card with two background blobs: every scene sits on one. */
function canvas(width, height, bg, blob, content, { floor = true } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <rect width="${width}" height="${height}" fill="${bg}"/>
    <circle cx="${width * 0.82}" cy="${height * 0.2}" r="${height * 0.42}" fill="${blob}" fill-opacity="0.75"/>
    <circle cx="${width * 0.1}" cy="${height * 0.95}" r="${height * 0.35}" fill="${blob}" fill-opacity="0.5"/>
    ${floor ? `<rect x="0" y="${height * 0.86}" width="${width}" height="${height * 0.14}" fill="${C.ink}" fill-opacity="0.04"/>` : ''}
    ${content}
  </svg>`;
}

const W = 800;
const H = 600;

const services = {
  'laundry-1': canvas(W, H, C.tealSoft, C.sky, `${shadow(400, 545, 190)}${place(400, 340, 1.08, washer())}${bubbles([[620, 170, 26], [660, 250, 16], [170, 200, 20], [140, 300, 12]])}`),
  'laundry-2': canvas(W, H, C.yellowSoft, C.sand, `${shadow(400, 520, 200)}${place(400, 360, 1.1, basket([[-90, -70, 70, C.tealMid], [10, -90, 75, C.white], [100, -65, 68, C.coral], [-20, -40, 60, C.yellow]]))}${sparkle(650, 150, 24)}${sparkle(140, 170, 16, C.tealMid)}`),
  'laundry-3': canvas(W, H, C.sky, C.tealSoft, `${place(640, 110, 0.9, sun(50))}${place(400, 300, 1, clothesline())}`, { floor: false }),
  'laundry-4': canvas(W, H, C.coralSoft, C.yellowSoft, `${shadow(400, 530, 170)}${place(400, 520, 1.1, foldedStack([C.teal, C.white, C.yellow, C.tealLight, C.coral, C.white]))}${sparkle(600, 160, 22)}${sparkle(210, 200, 16, C.teal)}`),
  'dry-cleaning-1': canvas(W, H, C.tealSoft, C.sky, `${place(400, 300, 1.05, suitInCover())}${sparkle(620, 190, 20)}`),
  'dry-cleaning-2': canvas(W, H, C.yellowSoft, C.coralSoft, `${place(400, 300, 1.3, dress(C.teal))}${sparkle(610, 180, 22, C.tealMid)}${sparkle(200, 420, 14)}`),
  'dry-cleaning-3': canvas(W, H, C.cloud, C.tealSoft, place(400, 310, 1, rail([C.teal, C.coral, C.white, C.yellow, C.tealMid]))),
  'dry-cleaning-4': canvas(W, H, C.tealSoft, C.yellowSoft, `${shadow(400, 500, 220)}${place(400, 340, 1, kente())}`),
  'ironing-1': canvas(W, H, C.yellowSoft, C.sand, `${place(390, 330, 1.1, shirtPath(C.white, { collar: C.cloud, buttons: C.tealLight }))}${place(470, 360, 0.7, iron(true), -12)}`),
  'ironing-2': canvas(W, H, C.tealSoft, C.sky, place(400, 300, 1.05, ironingBoard())),
  'ironing-3': canvas(W, H, C.coralSoft, C.yellowSoft, `${place(400, 310, 1.3, shirtOnHanger(C.tealMid, { collar: C.white }))}${sparkle(600, 170, 22)}${sparkle(200, 450, 14, C.teal)}`),
  'ironing-4': canvas(W, H, C.sky, C.tealSoft, `${shadow(400, 470, 190)}${place(400, 390, 1.2, iron(true))}`),
  'folding-1': canvas(W, H, C.tealSoft, C.yellowSoft, `${shadow(400, 530, 160)}${place(400, 520, 1.05, foldedStack([C.coral, C.yellow, C.teal, C.white, C.tealLight, C.yellow, C.tealMid]))}`),
  'folding-2': canvas(W, H, C.yellowSoft, C.sand, `${shadow(420, 500, 240)}${place(400, 390, 1.05, towels())}`),
  'folding-3': canvas(W, H, C.sky, C.tealSoft, `${shadow(400, 520, 200)}${place(400, 360, 1.1, basket([[-90, -62, 58, C.white], [30, -70, 62, C.tealLight], [110, -55, 50, C.yellowSoft]]))}${place(400, 280, 0.6, foldedStack([C.white, C.coral, C.teal], 300))}`),
  'folding-4': canvas(W, H, C.coralSoft, C.yellowSoft, `${shadow(400, 480, 230)}${place(420, 370, 1.05, tshirtAndSocks())}`),
  'carpet-1': canvas(W, H, C.yellowSoft, C.sand, place(400, 300, 1.05, rug())),
  'carpet-2': canvas(W, H, C.tealSoft, C.sky, `${shadow(400, 470, 250)}${place(420, 360, 1.1, carpetRoll())}`),
  'carpet-3': canvas(W, H, C.coralSoft, C.yellowSoft, `${place(400, 330, 0.95, rug([C.teal, C.tealDark, C.tealLight]))}${place(420, 250, 0.9, brush(), -18)}${bubbles([[300, 320, 24], [340, 350, 16], [500, 330, 20], [540, 300, 12], [450, 370, 14]])}`),
  'carpet-4': canvas(W, H, C.sky, C.tealSoft, `${place(400, 310, 0.95, rug([C.yellow, C.coral, C.white]))}${sparkle(120, 110, 30)}${sparkle(690, 490, 26, C.teal)}${sparkle(690, 110, 18, C.coral)}`),
  'sneaker-1': canvas(W, H, C.tealSoft, C.sky, `${shadow(400, 470, 220)}${place(400, 380, 1.35, sneaker())}`),
  'sneaker-2': canvas(W, H, C.yellowSoft, C.sand, `${shadow(400, 480, 280)}${place(300, 320, 0.95, sneaker(C.white, C.coral))}${place(500, 400, 0.95, sneaker(C.white, C.coral))}`),
  'sneaker-3': canvas(W, H, C.sky, C.tealSoft, `${shadow(400, 480, 220)}${place(380, 390, 1.2, sneaker(C.white, C.yellowDark))}${place(520, 200, 0.7, brush(), 25)}${bubbles([[250, 280, 22], [300, 250, 14], [500, 330, 18], [560, 300, 12], [330, 320, 10]])}`),
  'sneaker-4': canvas(W, H, C.coralSoft, C.yellowSoft, `${shadow(400, 470, 220)}${place(400, 380, 1.35, sneaker(C.white, C.teal))}${sparkle(620, 180, 30)}${sparkle(180, 190, 20, C.teal)}${sparkle(650, 320, 14, C.coral)}`),
};

const hero = canvas(
  1000,
  860,
  C.tealSoft,
  C.sky,
  `${place(800, 130, 0.9, sun(48))}
   ${shadow(520, 790, 400)}
   ${place(330, 520, 1.25, washer())}
   ${place(760, 790, 1.05, foldedStack([C.teal, C.white, C.yellow, C.coral, C.tealLight]))}
   ${place(760, 330, 1.0, shirtOnHanger(C.white, { collar: C.tealSoft, buttons: C.tealLight }))}
   ${bubbles([[120, 190, 30], [180, 120, 18], [560, 160, 22], [110, 320, 14]])}
   ${sparkle(600, 560, 24)}${sparkle(930, 500, 18, C.tealMid)}`,
);

const about = {
  reinventing: canvas(1200, 900, C.yellowSoft, C.sand, `${shadow(600, 800, 420)}${place(600, 470, 1.6, rail([C.teal, C.white, C.coral, C.tealLight, C.yellow]))}`),
  'who-we-are': canvas(1200, 900, C.tealSoft, C.sky, `${shadow(600, 800, 420)}${place(380, 620, 1.4, basket([[-90, -70, 70, C.coral], [10, -90, 75, C.white], [100, -65, 68, C.yellow]]))}${place(850, 790, 1.2, foldedStack([C.white, C.teal, C.yellow, C.tealLight, C.coral]))}${sparkle(980, 180, 30)}`),
};

const blog = {
  'keeping-whites-white': canvas(1000, 600, C.teal, C.tealMid, `${place(500, 330, 1.35, shirtOnHanger(C.white, { collar: C.cloud, buttons: C.tealLight }))}${sparkle(760, 150, 30)}${sparkle(240, 420, 20, C.white)}`, { floor: false }),
  'caring-for-kente': canvas(1000, 600, C.yellowSoft, C.sand, `${shadow(500, 520, 260)}${place(500, 350, 1.1, kente())}`),
  'express-or-standard': canvas(1000, 600, C.tealSoft, C.sky, `${place(330, 300, 1.2, clock())}${shadow(700, 530, 150)}${place(700, 520, 0.95, foldedStack([C.coral, C.white, C.teal, C.yellow]))}`),
  'kente-and-native-wear-for-the-festive-season': canvas(1000, 600, C.coralSoft, C.yellowSoft, `${shadow(330, 540, 220)}${place(330, 400, 0.85, kente())}${place(730, 300, 1.15, dress(C.tealDark, C.yellow))}${sparkle(880, 120, 26)}${sparkle(140, 130, 18, C.teal)}${sparkle(560, 110, 14, C.coral)}`),
  'drying-clothes-in-the-rainy-season': canvas(1000, 600, C.sky, C.cloud, `${place(500, 130, 1.05, rainCloud())}${place(500, 390, 1.05, clothesline())}`, { floor: false }),
  'school-uniforms-ready-for-the-new-term': canvas(1000, 600, C.yellowSoft, C.sand, `${place(250, 300, 1.0, shirtOnHanger(C.yellow, { collar: C.white, buttons: C.white }))}${place(480, 300, 1.0, shortsOnHanger(C.brown))}${shadow(770, 530, 140)}${place(770, 390, 0.9, schoolBag())}${sparkle(900, 120, 22, C.teal)}`),
};

const LOGO_MARK = `
  <rect width="64" height="64" rx="16" fill="${C.teal}"/>
  <path d="M32 12 C40 24 46 31 46 39 A14 14 0 0 1 18 39 C18 31 24 24 32 12Z" fill="${C.yellow}"/>
  <path d="M26 40 a6 6 0 0 0 6 6" stroke="${C.teal}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`;

const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${C.teal}"/>
  <circle cx="1050" cy="120" r="260" fill="${C.tealMid}"/>
  <g transform="translate(80 70) scale(2.2)">${LOGO_MARK}</g>
  <text x="80" y="320" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="80" fill="${C.white}">Adom Laundry</text>
  <text x="80" y="400" font-family="DejaVu Sans, sans-serif" font-size="48" fill="${C.yellow}">&amp; Dry Cleaning, Accra</text>
  <text x="80" y="490" font-family="DejaVu Sans, sans-serif" font-size="32" fill="${C.tealSoft}">Pickup and delivery across Accra</text>
  ${place(960, 560, 1.0, foldedStack([C.white, C.yellow, C.coral, C.tealLight, C.white]))}
</svg>`;

const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${LOGO_MARK}</svg>`;

/** The seeded packages' pictures (/images/packages/*.svg): one to four garments per household size. */
function packageArt(garments, bg) {
  const step = 120 / garments.length;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160" role="img">
  <rect width="240" height="160" rx="16" fill="${bg}"/>
  <circle cx="200" cy="30" r="60" fill="${C.white}" fill-opacity="0.45"/>
  ${garments.map((color, i) => place(60 + step * (i + 0.5), 92, 0.36 - garments.length * 0.02, shirtOnHanger(color, { collar: C.white }))).join('')}
</svg>`;
}
const packages = {
  'something-light': `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160" role="img">
  <rect width="240" height="160" rx="16" fill="${C.yellowSoft}"/>
  <circle cx="200" cy="30" r="60" fill="${C.white}" fill-opacity="0.5"/>
  ${place(120, 138, 0.42, foldedStack([C.teal, C.white, C.coral]))}
  <rect x="150" y="96" width="56" height="40" rx="8" fill="${C.teal}"/><text x="178" y="123" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="18" fill="${C.white}">kg</text>
</svg>`,
  solo: packageArt([C.teal], C.tealSoft),
  couple: packageArt([C.teal, C.coral], C.coralSoft),
  family: packageArt([C.teal, C.coral, C.yellow, C.tealLight], C.sky),
};

/** Wordmarks of the partner businesses shown on the home page strip. */
function wordmark(name, sub, color, mark) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img">
  <title>${name}</title>
  ${mark}
  <text x="62" y="32" font-family="sans-serif" font-weight="bold" font-size="18" fill="${color}">${name}</text>
  <text x="62" y="50" font-family="sans-serif" font-size="11" letter-spacing="1.2" fill="${C.inkMuted}">${sub}</text>
</svg>`;
}
const partners = {
  'labadi-suites': wordmark('Labadi Suites', 'HOTEL · ACCRA', C.teal, `<circle cx="30" cy="32" r="22" fill="${C.teal}"/><path d="M18 38 q12 -18 24 0" stroke="${C.yellow}" stroke-width="4" fill="none"/>`),
  'airport-city-gym': wordmark('AirCity Fitness', 'GYM · AIRPORT CITY', C.ink, `<rect x="8" y="10" width="44" height="44" rx="10" fill="${C.coral}"/><path d="M18 32 h24 M20 24 v16 M40 24 v16" stroke="${C.white}" stroke-width="4" stroke-linecap="round"/>`),
  'cantonments-clinic': wordmark('Cantonments Clinic', 'HEALTH CARE', C.tealMid, `<circle cx="30" cy="32" r="22" fill="${C.tealSoft}"/><path d="M30 20 v24 M18 32 h24" stroke="${C.tealMid}" stroke-width="6" stroke-linecap="round"/>`),
  'osu-kitchen': wordmark('Osu Kitchen', 'RESTAURANT', C.yellowDark, `<path d="M30 10 L52 54 L8 54Z" fill="${C.yellow}"/><circle cx="30" cy="40" r="7" fill="${C.white}"/>`),
};

// ---------------------------------------------------------------------------------------------

/**
 * Names given on the command line (`node scripts/make-images.mjs school-uniforms`) write only the
 * files whose path holds one of them, so adding a picture leaves the others' bytes as they are.
 */
const only = process.argv.slice(2);
const wanted = (file) => only.length === 0 || only.some((name) => file.includes(name));

async function raster(svg, file, { width, format = 'webp', quality = 82 }) {
  if (!wanted(file)) return;
  const target = path.join(ROOT, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  let image = sharp(Buffer.from(svg), { density: 144 }).resize({ width });
  image = format === 'jpeg' ? image.jpeg({ quality, mozjpeg: true }) : format === 'png' ? image.png({ compressionLevel: 9 }) : image.webp({ quality, effort: 6 });
  await image.toFile(target);
  console.log(`${file}  ${(fs.statSync(target).size / 1024).toFixed(1)} kB`);
}

function write(file, text) {
  if (!wanted(file)) return;
  const target = path.join(ROOT, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text.replace(/\n\s+/g, '\n').trim() + '\n');
  console.log(`${file}  ${(fs.statSync(target).size / 1024).toFixed(1)} kB`);
}

for (const [name, svg] of Object.entries(services)) await raster(svg, `src/images/services/${name}.webp`, { width: 800 });
await raster(hero, 'src/images/home/hero.webp', { width: 1000 });
for (const [name, svg] of Object.entries(about)) await raster(svg, `src/images/about/${name}.webp`, { width: 1200 });
for (const [name, svg] of Object.entries(blog)) await raster(svg, `static/images/blog/${name}.webp`, { width: 1000 });
await raster(og, 'static/images/og-image.jpg', { width: 1200, format: 'jpeg', quality: 80 });
await raster(favicon, 'static/apple-touch-icon.png', { width: 180, format: 'png' });
await raster(favicon, 'static/favicon-32.png', { width: 32, format: 'png' });
write('static/favicon.svg', favicon);
for (const [name, svg] of Object.entries(packages)) write(`static/images/packages/${name}.svg`, svg);
for (const [name, svg] of Object.entries(partners)) write(`static/images/partners/${name}.svg`, svg);
